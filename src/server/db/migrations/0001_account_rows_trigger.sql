-- Every new user gets a profile and the 7-day PRO free trial (decisions.md "Free trial") in the
-- same transaction as the user row, whatever inserts it. Keep TRIAL_DAYS and UNLIMITED_ANIMALS
-- in src/domain/plans.ts in step with the literals below.
CREATE FUNCTION "create_account_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("user_id", "email", "name", "created_at")
  VALUES (NEW."id", NEW."email", NEW."name", NEW."created_at");
  INSERT INTO "user_subscriptions" ("user_id", "plan", "status", "animal_limit", "trial_ends_at")
  VALUES (NEW."id", 'PRO', 'active', 999999, NEW."created_at" + interval '7 days');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_create_account_rows" AFTER INSERT ON "users"
FOR EACH ROW EXECUTE FUNCTION "create_account_rows"();
--> statement-breakpoint
-- The profile mirrors the user's name and e-mail.
CREATE FUNCTION "sync_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" SET "email" = NEW."email", "name" = NEW."name" WHERE "user_id" = NEW."id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sync_profile" AFTER UPDATE OF "name", "email" ON "users"
FOR EACH ROW EXECUTE FUNCTION "sync_profile"();
