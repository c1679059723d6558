CREATE TABLE "trial_grants" (
	"mailbox_key" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "must_choose_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The mailbox an address delivers to (decision 053): the twin of mailboxKey() in
-- src/domain/mailbox.ts, checked against it by trial-once.test.ts. Lower case, trimmed; a '+tag'
-- dropped from the local part (before the last '@'); for gmail.com and googlemail.com the dots
-- dropped too and both domains one.
CREATE FUNCTION "mailbox_key"(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p.at = 0 THEN p.whole
    WHEN substr(p.whole, p.at + 1) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(left(p.whole, p.at - 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(left(p.whole, p.at - 1), '+', 1) || '@' || substr(p.whole, p.at + 1)
  END
  FROM (
    SELECT w.whole,
      CASE WHEN position('@' IN w.whole) = 0 THEN 0
        ELSE length(w.whole) - position('@' IN reverse(w.whole)) + 1 END AS at
    FROM (SELECT lower(regexp_replace(address, '^\s+|\s+$', '', 'g')) AS whole) w
  ) p
$$;--> statement-breakpoint
-- An account's own farm and its subscription row (decision 001), now with the free trial once per
-- mailbox (decision 053): the first account of a mailbox takes its trial_grants row and 7 days;
-- a later one (another '+tag', dots at Gmail, or the same address after its account was deleted)
-- gets a trial that ended as it began, so it reads inactive until it subscribes. An account that
-- already has its subscription row takes nothing.
CREATE OR REPLACE FUNCTION "create_own_farm"(uid text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  farm text := gen_random_uuid()::text;
  mailbox text;
  granted boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "user_subscriptions" s WHERE s."user_id" = uid) THEN
    SELECT "mailbox_key"(u."email") INTO mailbox FROM "users" u WHERE u."id" = uid;
    INSERT INTO "trial_grants" ("mailbox_key", "user_id", "granted_at")
    VALUES (mailbox, uid, at)
    ON CONFLICT ("mailbox_key") DO NOTHING;
    granted := EXISTS (
      SELECT 1 FROM "trial_grants" g WHERE g."mailbox_key" = mailbox AND g."user_id" = uid
    );
    INSERT INTO "user_subscriptions" ("user_id", "plan", "status", "animal_limit", "trial_ends_at")
    VALUES (uid, 'PRO', 'active', 999999,
      CASE WHEN granted THEN at + interval '7 days' ELSE at END)
    ON CONFLICT ("user_id") DO NOTHING;
  END IF;
  INSERT INTO "farms" ("id", "name", "slug", "created_at")
  SELECT farm, "farm_name_for"(u."name"), farm, at FROM "users" u WHERE u."id" = uid;
  INSERT INTO "farm_members" ("id", "organization_id", "user_id", "role", "created_at")
  VALUES (gen_random_uuid()::text, farm, uid, 'owner', at);
END;
$$;--> statement-breakpoint
-- Every account that exists has had its trial (or is past it): its mailbox is taken, by the
-- oldest account of that mailbox. Accounts made from an invitation, with no subscription row yet,
-- have had none.
INSERT INTO "trial_grants" ("mailbox_key", "user_id", "granted_at")
SELECT "mailbox_key"(u."email"), u."id", s."created_at"
FROM "users" u JOIN "user_subscriptions" s ON s."user_id" = u."id"
ORDER BY u."created_at", u."id"
ON CONFLICT ("mailbox_key") DO NOTHING;
