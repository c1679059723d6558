-- Decision 021 (upgrades granted when paid) and 022 (Asaas events through a stored inbox).
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "subscription_inactive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "upgrade_payment_id" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "chargeback_payment_id" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "provider_sync_plan" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "state" text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "from_plan" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_events_state_received_idx" ON "payment_events" USING btree ("state","received_at");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_state_check" CHECK ("payment_events"."state" in ('pending', 'processed', 'problem'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('subscription', 'upgrade'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('reset-password', 'resend-confirmation', 'extend-trial', 'set-subscription', 'retry-billing-event'));--> statement-breakpoint
-- Every one-off charge so far was an upgrade's prorated difference.
UPDATE "payments" SET "kind" = 'upgrade' WHERE "provider_subscription_id" IS NULL;--> statement-breakpoint
-- A downgrade waiting for the next cycle was kept as a billed plan below the granted one.
UPDATE "user_subscriptions" SET "pending_plan" = "provider_plan"
  WHERE "trial_ends_at" IS NULL AND "provider_subscription_id" IS NOT NULL
    AND "provider_plan" IS NOT NULL AND "provider_plan" <> "plan";--> statement-breakpoint
-- Upgrades granted before their charge was paid (the rule before decision 021): the account goes
-- back to the plan of its last paid monthly charge, the upgrade waits for its charge if that can
-- still be paid, and the provider is told to bill that plan again.
WITH "upgrade" AS (
  SELECT DISTINCT ON ("user_id") "user_id", "id", "status", "plan"
  FROM "payments" WHERE "kind" = 'upgrade'
  ORDER BY "user_id", "created_at" DESC
), "paid" AS (
  SELECT DISTINCT ON ("user_id") "user_id", "plan"
  FROM "payments" WHERE "kind" = 'subscription' AND "status" IN ('CONFIRMED', 'RECEIVED')
  ORDER BY "user_id", "due_date" DESC, "created_at" DESC
)
UPDATE "user_subscriptions" AS s SET
  "plan" = "paid"."plan",
  "animal_limit" = CASE "paid"."plan" WHEN 'STARTER' THEN 100 ELSE 999999 END,
  "pending_plan" = NULL,
  "upgrade_payment_id" = CASE WHEN "upgrade"."status" IN ('PENDING', 'REFUSED') THEN "upgrade"."id" END,
  "provider_sync_plan" = CASE WHEN s."provider_subscription_id" IS NOT NULL THEN "paid"."plan" END,
  "updated_at" = now()
FROM "upgrade" JOIN "paid" USING ("user_id")
WHERE s."user_id" = "upgrade"."user_id"
  AND s."trial_ends_at" IS NULL
  AND s."plan" = "upgrade"."plan"
  AND s."plan" <> "paid"."plan"
  AND "upgrade"."status" NOT IN ('CONFIRMED', 'RECEIVED');--> statement-breakpoint
UPDATE "payments" AS p SET "from_plan" = s."plan"
  FROM "user_subscriptions" s
  WHERE p."id" = s."upgrade_payment_id";--> statement-breakpoint
-- An event dated in the future froze the order of later ones: no newest event is after now.
UPDATE "user_subscriptions" SET "last_event_at" = now() WHERE "last_event_at" > now();--> statement-breakpoint
UPDATE "payment_events" SET "created_at" = "received_at" WHERE "created_at" > "received_at";
