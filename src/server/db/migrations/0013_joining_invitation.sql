-- An account's own farm and free trial (decision 001), made once: with the user row, or, for an
-- account created from an invitation that could no longer be joined, when it is confirmed.
CREATE FUNCTION "create_own_farm"(uid text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  farm text := gen_random_uuid()::text;
BEGIN
  INSERT INTO "user_subscriptions" ("user_id", "plan", "status", "animal_limit", "trial_ends_at")
  VALUES (uid, 'PRO', 'active', 999999, at + interval '7 days')
  ON CONFLICT ("user_id") DO NOTHING;
  INSERT INTO "farms" ("id", "name", "slug", "created_at")
  SELECT farm, "farm_name_for"(u."name"), farm, at FROM "users" u WHERE u."id" = uid;
  INSERT INTO "farm_members" ("id", "organization_id", "user_id", "role", "created_at")
  VALUES (gen_random_uuid()::text, farm, uid, 'owner', at);
END;
$$;--> statement-breakpoint
-- An account created from an invitation (decision 024) gets its profile only: its first farm is
-- the invited one, joined when the address is confirmed. The sign-up hook marks such an address
-- with a 'joining:' row in better-auth's verifications table before the user row is inserted.
CREATE OR REPLACE FUNCTION "create_account_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("user_id", "email", "name", "created_at")
  VALUES (NEW."id", NEW."email", NEW."name", NEW."created_at");
  IF NOT EXISTS (
    SELECT 1 FROM "verifications" v WHERE v."identifier" = 'joining:' || lower(NEW."email")
  ) THEN
    PERFORM "create_own_farm"(NEW."id", NEW."created_at");
  END IF;
  RETURN NEW;
END;
$$;
