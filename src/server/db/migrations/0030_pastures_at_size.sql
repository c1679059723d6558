DROP INDEX "paddock_stays_farm_paddock_idx";--> statement-breakpoint
DROP INDEX "paddock_stays_farm_left_idx";--> statement-breakpoint
DROP INDEX "paddock_stays_farm_move_idx";--> statement-breakpoint
ALTER TABLE "farm_herd_versions" ADD COLUMN "pasture_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_move_idx" ON "paddock_stays" USING btree ("farm_id","move_id","left_on");--> statement-breakpoint
-- Hand-written from here (issue 42 item 8). pasture_version is bumped once per statement that
-- changes a farm's paddocks, moves, stays, heights or pasture settings, as 0019's version is for
-- its animals and 0021's figures_version for its weighings and lots: the paddocks' figures of a
-- day computed at (version, figures_version, pasture_version) are kept in the process until one
-- of them moves (src/server/farm-records/memo.ts).
CREATE FUNCTION "bump_all_pasture_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "farm_herd_versions" SET "pasture_version" = "pasture_version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "paddocks_version_inserted" AFTER INSERT ON "paddocks"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddocks_version_updated" AFTER UPDATE ON "paddocks"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddocks_version_deleted" AFTER DELETE ON "paddocks"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddocks_version_truncated" AFTER TRUNCATE ON "paddocks"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_pasture_versions"();--> statement-breakpoint
CREATE TRIGGER "paddock_moves_version_inserted" AFTER INSERT ON "paddock_moves"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_moves_version_updated" AFTER UPDATE ON "paddock_moves"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_moves_version_deleted" AFTER DELETE ON "paddock_moves"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_moves_version_truncated" AFTER TRUNCATE ON "paddock_moves"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_pasture_versions"();--> statement-breakpoint
CREATE TRIGGER "paddock_stays_version_inserted" AFTER INSERT ON "paddock_stays"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_stays_version_updated" AFTER UPDATE ON "paddock_stays"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_stays_version_deleted" AFTER DELETE ON "paddock_stays"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_stays_version_truncated" AFTER TRUNCATE ON "paddock_stays"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_pasture_versions"();--> statement-breakpoint
CREATE TRIGGER "paddock_heights_version_inserted" AFTER INSERT ON "paddock_heights"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_heights_version_updated" AFTER UPDATE ON "paddock_heights"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_heights_version_deleted" AFTER DELETE ON "paddock_heights"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "paddock_heights_version_truncated" AFTER TRUNCATE ON "paddock_heights"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_pasture_versions"();--> statement-breakpoint
CREATE TRIGGER "pasture_settings_version_inserted" AFTER INSERT ON "pasture_settings"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "pasture_settings_version_updated" AFTER UPDATE ON "pasture_settings"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "pasture_settings_version_deleted" AFTER DELETE ON "pasture_settings"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('pasture_version');--> statement-breakpoint
CREATE TRIGGER "pasture_settings_version_truncated" AFTER TRUNCATE ON "pasture_settings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_pasture_versions"();--> statement-breakpoint
-- The stays on a day (issue 42 item 8: a farm's UA/ha on any date, the paddocks' figures): a
-- stay's days as a range, per farm, so a day a year back finds its 20,000 stays among 500,000
-- without reading those before or after it. GiST takes the farm's text with btree_gist; a server
-- without it (or without the right to add it) reads the farm's stays instead, slower on a past day.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gist') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    CREATE INDEX "paddock_stays_farm_during_idx" ON "paddock_stays"
      USING gist ("farm_id", daterange("entered_on", "left_on"));
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'btree_gist not created (no privilege): the stays on a day are read without it';
END;
$$;
