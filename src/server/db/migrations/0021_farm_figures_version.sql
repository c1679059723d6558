ALTER TABLE "farm_herd_versions" ADD COLUMN "figures_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (issue 25, decision 049). figures_version is bumped once per statement
-- that changes a farm's weighings or lots, as 0019's version is for animals, applications and
-- protocols: the herd's counts, inventory groups and lot figures computed at (version,
-- figures_version) are kept in the process until either moves (src/server/farm-records/memo.ts).
-- Weighings are written under the farm's herd lock, so the row's lock adds no wait of its own.
-- 0019's bump_herd_version, given the column to move as its argument (default "version"): one
-- function for both versions.
CREATE OR REPLACE FUNCTION "bump_herd_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := coalesce(TG_ARGV[0], 'version');
BEGIN
  -- A farm being deleted (its rows go by cascade) is no longer visible, and is skipped.
  EXECUTE format(
    'INSERT INTO "farm_herd_versions" AS v ("farm_id", %1$I)
     SELECT DISTINCT c."farm_id", 1 FROM changed c
     WHERE EXISTS (SELECT 1 FROM "farms" f WHERE f."id" = c."farm_id")
     ON CONFLICT ("farm_id") DO UPDATE SET %1$I = v.%1$I + 1', col);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "bump_all_figures_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "farm_herd_versions" SET "figures_version" = "figures_version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "weighings_version_inserted" AFTER INSERT ON "weighings"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('figures_version');--> statement-breakpoint
CREATE TRIGGER "weighings_version_updated" AFTER UPDATE ON "weighings"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('figures_version');--> statement-breakpoint
CREATE TRIGGER "weighings_version_deleted" AFTER DELETE ON "weighings"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('figures_version');--> statement-breakpoint
CREATE TRIGGER "weighings_version_truncated" AFTER TRUNCATE ON "weighings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_figures_versions"();--> statement-breakpoint
CREATE TRIGGER "lots_version_inserted" AFTER INSERT ON "lots"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('figures_version');--> statement-breakpoint
CREATE TRIGGER "lots_version_updated" AFTER UPDATE ON "lots"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('figures_version');--> statement-breakpoint
CREATE TRIGGER "lots_version_deleted" AFTER DELETE ON "lots"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('figures_version');--> statement-breakpoint
CREATE TRIGGER "lots_version_truncated" AFTER TRUNCATE ON "lots"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_figures_versions"();--> statement-breakpoint
-- The herd's events move the herd version too (an undo may touch only its event row), so the
-- heads month by month (decision 048), read from animals and events, can be kept under it.
CREATE TRIGGER "animal_events_version_inserted" AFTER INSERT ON "animal_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "animal_events_version_updated" AFTER UPDATE ON "animal_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "animal_events_version_deleted" AFTER DELETE ON "animal_events"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
-- A product's type or name shows in the sanitary charts kept under the herd version.
CREATE TRIGGER "sanitary_products_version_inserted" AFTER INSERT ON "sanitary_products"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_products_version_updated" AFTER UPDATE ON "sanitary_products"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_products_version_deleted" AFTER DELETE ON "sanitary_products"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
-- The active herd's columns that its counts, inventory groups and sanitary due lists read, so
-- they scan this index alone (a fraction of the table's pages) instead of the table.
CREATE INDEX "animals_farm_active_figures_idx" ON "animals" USING btree ("farm_id")
INCLUDE ("id", "tag", "eid", "sex", "birth_date", "entry_date", "breeder", "calvings",
         "category_override", "lot_id")
WHERE "status" = 'active';
