ALTER TABLE "annual_results" ADD COLUMN "total_births" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "farm_herd_versions" ADD COLUMN "stock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (issue 39, decision 062). stock_version is bumped once per statement
-- that changes a farm's typed inventory rows, as 0019's version is for its animals and 0021's
-- figures_version for its weighings and lots: the head count (the registry's animals plus the
-- typed rows it does not cover) computed at (version, stock_version) is kept in the process
-- until either moves (src/server/farm-records/memo.ts). An inventory write holds its owner's row
-- lock (the animal limit) and then this row's, the order the herd's writers take them in.
CREATE FUNCTION "bump_all_stock_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "farm_herd_versions" SET "stock_version" = "stock_version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_version_inserted" AFTER INSERT ON "inventory"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('stock_version');--> statement-breakpoint
CREATE TRIGGER "inventory_version_updated" AFTER UPDATE ON "inventory"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('stock_version');--> statement-breakpoint
CREATE TRIGGER "inventory_version_deleted" AFTER DELETE ON "inventory"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('stock_version');--> statement-breakpoint
CREATE TRIGGER "inventory_version_truncated" AFTER TRUNCATE ON "inventory"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_stock_versions"();
