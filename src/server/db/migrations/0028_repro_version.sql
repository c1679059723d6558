ALTER TABLE "farm_herd_versions" ADD COLUMN "repro_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (issue 41 item 11). repro_version is bumped once per statement that
-- changes a farm's reproduction records, exposures (their state, kept by the writes and by the
-- calvings' trigger of 0026) or IATF batches, as 0019's version is for its animals: a season's
-- indicators computed at (version, repro_version) are kept in the process until either moves
-- (src/server/farm-records/memo.ts). These writes hold the farm's herd lock first, as the herd's.
CREATE FUNCTION "bump_all_repro_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "farm_herd_versions" SET "repro_version" = "repro_version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reproduction_events_version_inserted" AFTER INSERT ON "reproduction_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "reproduction_events_version_updated" AFTER UPDATE ON "reproduction_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "reproduction_events_version_deleted" AFTER DELETE ON "reproduction_events"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "reproduction_events_version_truncated" AFTER TRUNCATE ON "reproduction_events"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_repro_versions"();--> statement-breakpoint
CREATE TRIGGER "season_exposures_version_inserted" AFTER INSERT ON "season_exposures"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "season_exposures_version_updated" AFTER UPDATE ON "season_exposures"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "season_exposures_version_deleted" AFTER DELETE ON "season_exposures"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "season_exposures_version_truncated" AFTER TRUNCATE ON "season_exposures"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_repro_versions"();--> statement-breakpoint
CREATE TRIGGER "iatf_batches_version_inserted" AFTER INSERT ON "iatf_batches"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "iatf_batches_version_updated" AFTER UPDATE ON "iatf_batches"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "iatf_batches_version_deleted" AFTER DELETE ON "iatf_batches"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('repro_version');--> statement-breakpoint
CREATE TRIGGER "iatf_batches_version_truncated" AFTER TRUNCATE ON "iatf_batches"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_all_repro_versions"();
