ALTER TABLE "farm_herd_versions" ADD COLUMN "finance_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (issue 43 item 8). finance_version is bumped once per statement that
-- changes a farm's entries or accounts, as 0030's pasture_version is for its paddocks: the cash
-- flow and the year's figures computed at every version of the farm are kept in the process
-- until one of them moves (src/server/farm-records/memo.ts, scope 'finance').
CREATE TRIGGER "finance_entries_version_inserted" AFTER INSERT ON "finance_entries"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('finance_version');--> statement-breakpoint
CREATE TRIGGER "finance_entries_version_updated" AFTER UPDATE ON "finance_entries"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('finance_version');--> statement-breakpoint
CREATE TRIGGER "finance_entries_version_deleted" AFTER DELETE ON "finance_entries"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('finance_version');--> statement-breakpoint
CREATE TRIGGER "finance_accounts_version_inserted" AFTER INSERT ON "finance_accounts"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('finance_version');--> statement-breakpoint
CREATE TRIGGER "finance_accounts_version_updated" AFTER UPDATE ON "finance_accounts"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('finance_version');--> statement-breakpoint
CREATE TRIGGER "finance_accounts_version_deleted" AFTER DELETE ON "finance_accounts"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"('finance_version');--> statement-breakpoint
-- 'Lançamentos''s search inside a description by trigram, where the server has pg_trgm (as 0017).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "finance_entries_description_trgm_idx" ON "finance_entries"
      USING gin ("description" gin_trgm_ops) WHERE "undone_at" is null;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not created (no privilege): descriptions are searched without it';
END;
$$;
