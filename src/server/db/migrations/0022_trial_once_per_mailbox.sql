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
-- mailbox (decision 053). The trial is claimed by confirming the address (claim_trial below), so
-- a stranger's sign-up that nobody confirms uses up no one's trial: an unconfirmed account gets
-- its 7 days unless its mailbox's trial is taken already; a confirmed one (an invited account
-- choosing a plan, an administrator's) claims it here. A later account of a mailbox (another
-- '+tag', dots at Gmail, the same address after its account was deleted) gets a trial that ended
-- as it began, so it reads inactive until it subscribes. An account that already has its
-- subscription row takes nothing.
CREATE OR REPLACE FUNCTION "create_own_farm"(uid text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  farm text := gen_random_uuid()::text;
  mailbox text;
  verified boolean;
  granted boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "user_subscriptions" s WHERE s."user_id" = uid) THEN
    SELECT "mailbox_key"(u."email"), u."email_verified" INTO mailbox, verified
    FROM "users" u WHERE u."id" = uid;
    IF verified THEN
      INSERT INTO "trial_grants" ("mailbox_key", "user_id", "granted_at")
      VALUES (mailbox, uid, at)
      ON CONFLICT ("mailbox_key") DO NOTHING;
      granted := EXISTS (
        SELECT 1 FROM "trial_grants" g WHERE g."mailbox_key" = mailbox AND g."user_id" = uid
      );
    ELSE
      granted := NOT EXISTS (SELECT 1 FROM "trial_grants" g WHERE g."mailbox_key" = mailbox);
    END IF;
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
-- Confirming an address claims its mailbox's trial (decision 053), whichever way it is confirmed
-- (the e-mailed link, 'Defina sua senha', a password reset): the first account of a mailbox to be
-- confirmed keeps its 7 days; any other one's trial ends as it began. An account with no
-- subscription row yet (invited) claims nothing now: create_own_farm does when it gets one.
CREATE FUNCTION "claim_trial"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mailbox text := "mailbox_key"(NEW."email");
BEGIN
  IF EXISTS (
    SELECT 1 FROM "user_subscriptions" s
    WHERE s."user_id" = NEW."id" AND s."trial_ends_at" IS NOT NULL
  ) THEN
    INSERT INTO "trial_grants" ("mailbox_key", "user_id", "granted_at")
    VALUES (mailbox, NEW."id", NEW."created_at")
    ON CONFLICT ("mailbox_key") DO NOTHING;
    IF NOT EXISTS (
      SELECT 1 FROM "trial_grants" g WHERE g."mailbox_key" = mailbox AND g."user_id" = NEW."id"
    ) THEN
      UPDATE "user_subscriptions" s SET "trial_ends_at" = least(s."trial_ends_at", NEW."created_at")
      WHERE s."user_id" = NEW."id";
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_claim_trial" AFTER UPDATE OF "email_verified" ON "users"
FOR EACH ROW WHEN (NEW."email_verified" AND NOT OLD."email_verified")
EXECUTE FUNCTION "claim_trial"();--> statement-breakpoint
-- Every confirmed account that exists has had its trial (or is past it): its mailbox is taken, by
-- the oldest confirmed account of that mailbox. Accounts made from an invitation, with no
-- subscription row yet, have had none; unconfirmed ones claim theirs when confirmed.
INSERT INTO "trial_grants" ("mailbox_key", "user_id", "granted_at")
SELECT "mailbox_key"(u."email"), u."id", s."created_at"
FROM "users" u JOIN "user_subscriptions" s ON s."user_id" = u."id"
WHERE u."email_verified"
ORDER BY u."created_at", u."id"
ON CONFLICT ("mailbox_key") DO NOTHING;
