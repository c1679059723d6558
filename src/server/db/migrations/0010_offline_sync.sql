-- Offline records (the browser's outbox): a client key per write, and when a month or year was typed.
ALTER TABLE "inventory" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "monthly_control" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "annual_results" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Rows saved before this migration were entered when they were last saved.
ALTER TABLE "monthly_control" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "monthly_control" SET "entered_at" = coalesce("updated_at", "created_at", now());--> statement-breakpoint
ALTER TABLE "monthly_control" ALTER COLUMN "entered_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "monthly_control" ALTER COLUMN "entered_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "annual_results" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "annual_results" SET "entered_at" = coalesce("updated_at", "created_at", now());--> statement-breakpoint
ALTER TABLE "annual_results" ALTER COLUMN "entered_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "annual_results" ALTER COLUMN "entered_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_farm_idempotency_key" ON "inventory" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_farm_idempotency_key" ON "lots" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_control_farm_idempotency_key" ON "monthly_control" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "annual_results_farm_idempotency_key" ON "annual_results" USING btree ("farm_id","idempotency_key");
