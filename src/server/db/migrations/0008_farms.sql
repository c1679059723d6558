CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"config_id" text DEFAULT 'default' NOT NULL,
	"name" text,
	"start" text,
	"reference_id" text NOT NULL,
	"prefix" text,
	"key" text NOT NULL,
	"refill_interval" integer,
	"refill_amount" integer,
	"last_refill_at" timestamp with time zone,
	"enabled" boolean DEFAULT true,
	"rate_limit_enabled" boolean DEFAULT true,
	"rate_limit_time_window" integer,
	"rate_limit_max" integer,
	"request_count" integer DEFAULT 0,
	"remaining" integer,
	"last_request" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"permissions" text,
	"metadata" text
);
--> statement-breakpoint
CREATE TABLE "farm_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_members" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_members_role_check" CHECK ("farm_members"."role" in ('owner', 'manager', 'field'))
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"city" text,
	"state" text,
	"area_hectares" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "farms_slug_unique" UNIQUE("slug"),
	CONSTRAINT "farms_state_check" CHECK ("farms"."state" is null or "farms"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "farms_area_check" CHECK ("farms"."area_hectares" is null or "farms"."area_hectares" > 0)
);
--> statement-breakpoint
ALTER TABLE "result_calculations" DROP CONSTRAINT "result_calculations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "annual_results" DROP CONSTRAINT "annual_results_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "budget_planning" DROP CONSTRAINT "budget_planning_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory" DROP CONSTRAINT "inventory_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "monthly_control" DROP CONSTRAINT "monthly_control_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "weighings" DROP CONSTRAINT "weighings_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "result_calculations_user_created_idx";--> statement-breakpoint
DROP INDEX "annual_results_user_year_key";--> statement-breakpoint
DROP INDEX "budget_planning_user_created_idx";--> statement-breakpoint
DROP INDEX "budget_planning_user_idempotency_key";--> statement-breakpoint
DROP INDEX "inventory_user_created_idx";--> statement-breakpoint
DROP INDEX "monthly_control_user_month_key";--> statement-breakpoint
DROP INDEX "weighings_user_date_idx";--> statement-breakpoint
DROP INDEX "weighings_user_animal_date_idx";--> statement-breakpoint
ALTER TABLE "result_calculations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "annual_results" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_planning" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "average_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_control" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "weighings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "result_calculations" ADD COLUMN "farm_id" text;--> statement-breakpoint
ALTER TABLE "annual_results" ADD COLUMN "farm_id" text;--> statement-breakpoint
ALTER TABLE "budget_planning" ADD COLUMN "farm_id" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "farm_id" text;--> statement-breakpoint
ALTER TABLE "monthly_control" ADD COLUMN "farm_id" text;--> statement-breakpoint
ALTER TABLE "weighings" ADD COLUMN "farm_id" text;--> statement-breakpoint
ALTER TABLE "weighings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Every user gets a first farm ('Fazenda de {first name}') as its owner, and every existing row
-- moves to its user's farm. Ids are derived from the user's id so the statements stay set-based.
CREATE FUNCTION "farm_name_for"(user_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN coalesce(split_part(btrim(user_name), ' ', 1), '') = '' THEN 'Minha fazenda'
    ELSE left('Fazenda de ' || split_part(btrim(user_name), ' ', 1), 100)
  END
$$;--> statement-breakpoint
INSERT INTO "farms" ("id", "name", "slug", "created_at")
SELECT md5('farm:' || "id")::uuid::text, "farm_name_for"("name"), md5('farm:' || "id")::uuid::text, "created_at"
FROM "users";--> statement-breakpoint
INSERT INTO "farm_members" ("id", "organization_id", "user_id", "role", "created_at")
SELECT md5('member:' || "id")::uuid::text, md5('farm:' || "id")::uuid::text, "id", 'owner', "created_at"
FROM "users";--> statement-breakpoint
UPDATE "result_calculations" SET "farm_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
UPDATE "annual_results" SET "farm_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
UPDATE "budget_planning" SET "farm_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
UPDATE "inventory" SET "farm_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
UPDATE "monthly_control" SET "farm_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
UPDATE "weighings" SET "farm_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
UPDATE "sessions" SET "active_organization_id" = md5('farm:' || "user_id")::uuid::text;--> statement-breakpoint
ALTER TABLE "result_calculations" ALTER COLUMN "farm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "annual_results" ALTER COLUMN "farm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_planning" ALTER COLUMN "farm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "farm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_control" ALTER COLUMN "farm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "weighings" ALTER COLUMN "farm_id" SET NOT NULL;--> statement-breakpoint
-- From now on the first farm is made with the user, in the same transaction (decision 001).
CREATE OR REPLACE FUNCTION "create_account_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  farm text := gen_random_uuid()::text;
BEGIN
  INSERT INTO "profiles" ("user_id", "email", "name", "created_at")
  VALUES (NEW."id", NEW."email", NEW."name", NEW."created_at");
  INSERT INTO "user_subscriptions" ("user_id", "plan", "status", "animal_limit", "trial_ends_at")
  VALUES (NEW."id", 'PRO', 'active', 999999, NEW."created_at" + interval '7 days');
  INSERT INTO "farms" ("id", "name", "slug", "created_at")
  VALUES (farm, "farm_name_for"(NEW."name"), farm, NEW."created_at");
  INSERT INTO "farm_members" ("id", "organization_id", "user_id", "role", "created_at")
  VALUES (gen_random_uuid()::text, farm, NEW."id", 'owner', NEW."created_at");
  RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_reference_id_farms_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_invitations" ADD CONSTRAINT "farm_invitations_organization_id_farms_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_invitations" ADD CONSTRAINT "farm_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_organization_id_farms_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_members" ADD CONSTRAINT "farm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_key" ON "api_keys" USING btree ("key");--> statement-breakpoint
CREATE INDEX "api_keys_reference_idx" ON "api_keys" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "api_keys_config_idx" ON "api_keys" USING btree ("config_id");--> statement-breakpoint
CREATE INDEX "farm_invitations_farm_idx" ON "farm_invitations" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "farm_invitations_email_idx" ON "farm_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_members_farm_user_key" ON "farm_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "farm_members_user_idx" ON "farm_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "farm_members_one_owner_key" ON "farm_members" USING btree ("organization_id") WHERE "farm_members"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "result_calculations" ADD CONSTRAINT "result_calculations_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_calculations" ADD CONSTRAINT "result_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_results" ADD CONSTRAINT "annual_results_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_results" ADD CONSTRAINT "annual_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_planning" ADD CONSTRAINT "budget_planning_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_planning" ADD CONSTRAINT "budget_planning_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_control" ADD CONSTRAINT "monthly_control_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_control" ADD CONSTRAINT "monthly_control_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_calculations_farm_created_idx" ON "result_calculations" USING btree ("farm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "annual_results_farm_year_key" ON "annual_results" USING btree ("farm_id","year");--> statement-breakpoint
CREATE INDEX "budget_planning_farm_created_idx" ON "budget_planning" USING btree ("farm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "budget_planning_farm_idempotency_key" ON "budget_planning" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "inventory_farm_created_idx" ON "inventory" USING btree ("farm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_control_farm_month_key" ON "monthly_control" USING btree ("farm_id","month_year");--> statement-breakpoint
CREATE INDEX "weighings_farm_date_idx" ON "weighings" USING btree ("farm_id","weighing_date","created_at");--> statement-breakpoint
CREATE INDEX "weighings_farm_animal_date_idx" ON "weighings" USING btree ("farm_id","animal_id","weighing_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weighings_farm_idempotency_key" ON "weighings" USING btree ("farm_id","idempotency_key");