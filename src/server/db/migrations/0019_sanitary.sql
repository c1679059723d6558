CREATE TABLE "farm_herd_versions" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_sanitary" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sanitary_applications" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"animal_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"protocol_id" uuid,
	"group_id" uuid NOT NULL,
	"applied_on" date NOT NULL,
	"dose" numeric NOT NULL,
	"dose_unit" text NOT NULL,
	"applied_by" text,
	"veterinarian" text,
	"withdrawal_until" date,
	"cost" numeric,
	"notes" text,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	"undone_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanitary_applications_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "sanitary_dose_summaries" (
	"farm_id" text NOT NULL,
	"animal_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"doses" integer NOT NULL,
	"first_on" date NOT NULL,
	"last_on" date NOT NULL,
	CONSTRAINT "sanitary_dose_summaries_pkey" PRIMARY KEY("farm_id","product_id","animal_id")
);
--> statement-breakpoint
CREATE TABLE "sanitary_products" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"withdrawal_days" integer NOT NULL,
	"dose_unit" text NOT NULL,
	"price_per_dose" numeric,
	"brucellosis" text,
	"suggestion" text,
	"suggested" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanitary_products_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "sanitary_protocols" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"product_id" uuid NOT NULL,
	"sex" text,
	"min_age_months" integer,
	"max_age_months" integer,
	"category" text,
	"lot_id" uuid,
	"first_at_age_months" integer,
	"booster_days" integer,
	"every_days" integer,
	"months" integer[],
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"suggested" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanitary_protocols_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "sanitary_reminder_opt_outs" (
	"farm_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanitary_reminder_opt_outs_pkey" PRIMARY KEY("farm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sanitary_reminder_weeks" (
	"farm_id" text NOT NULL,
	"week" date NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanitary_reminder_weeks_pkey" PRIMARY KEY("farm_id","week")
);
--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "withdrawal_until" date;--> statement-breakpoint
ALTER TABLE "farm_herd_versions" ADD CONSTRAINT "farm_herd_versions_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_sanitary" ADD CONSTRAINT "farm_sanitary_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_applications" ADD CONSTRAINT "sanitary_applications_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_applications" ADD CONSTRAINT "sanitary_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_applications" ADD CONSTRAINT "sanitary_applications_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_applications" ADD CONSTRAINT "sanitary_applications_animal_id_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_applications" ADD CONSTRAINT "sanitary_applications_product_id_fk" FOREIGN KEY ("farm_id","product_id") REFERENCES "public"."sanitary_products"("farm_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_dose_summaries" ADD CONSTRAINT "sanitary_dose_summaries_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_products" ADD CONSTRAINT "sanitary_products_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_products" ADD CONSTRAINT "sanitary_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_protocols" ADD CONSTRAINT "sanitary_protocols_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_protocols" ADD CONSTRAINT "sanitary_protocols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_protocols" ADD CONSTRAINT "sanitary_protocols_product_id_fk" FOREIGN KEY ("farm_id","product_id") REFERENCES "public"."sanitary_products"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_protocols" ADD CONSTRAINT "sanitary_protocols_lot_id_fk" FOREIGN KEY ("farm_id","lot_id") REFERENCES "public"."lots"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_reminder_opt_outs" ADD CONSTRAINT "sanitary_reminder_opt_outs_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_reminder_opt_outs" ADD CONSTRAINT "sanitary_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanitary_reminder_weeks" ADD CONSTRAINT "sanitary_reminder_weeks_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanitary_applications_farm_key_animal_key" ON "sanitary_applications" USING btree ("farm_id","idempotency_key","animal_id");--> statement-breakpoint
CREATE INDEX "sanitary_applications_farm_date_idx" ON "sanitary_applications" USING btree ("farm_id","applied_on","id");--> statement-breakpoint
CREATE INDEX "sanitary_applications_farm_animal_idx" ON "sanitary_applications" USING btree ("farm_id","animal_id","applied_on");--> statement-breakpoint
CREATE INDEX "sanitary_applications_farm_group_idx" ON "sanitary_applications" USING btree ("farm_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sanitary_products_farm_idempotency_key" ON "sanitary_products" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sanitary_products_farm_name_idx" ON "sanitary_products" USING btree ("farm_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sanitary_protocols_farm_idempotency_key" ON "sanitary_protocols" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
-- Hand-written from here (decision 044). Per animal and product, the doses not undone (how many,
-- first, last day) and, per animal, the end of its longest withdrawal. New applications add to
-- them (an upsert on the summaries' key: no read of sanitary_applications, whose statistics may
-- still say "empty" inside the transaction that fills it — a plan on them took minutes); an
-- undo recomputes its pairs. One pass per statement (an application to a lot is one statement).
-- Writers of sanitary_applications take the farm's herd lock first, so two never race here.
CREATE FUNCTION "sanitary_applications_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sanitary_dose_summaries" AS s ("farm_id", "animal_id", "product_id", "doses", "first_on", "last_on")
  SELECT "farm_id", "animal_id", "product_id", count(*), min("applied_on"), max("applied_on")
  FROM changed WHERE "undone_at" IS NULL
  GROUP BY "farm_id", "animal_id", "product_id"
  ON CONFLICT ("farm_id", "product_id", "animal_id") DO UPDATE
  SET "doses" = s."doses" + excluded."doses", "first_on" = least(s."first_on", excluded."first_on"),
      "last_on" = greatest(s."last_on", excluded."last_on");
  UPDATE "animals" an
  SET "withdrawal_until" = greatest(an."withdrawal_until", w."until")
  FROM (
    SELECT "farm_id", "animal_id", max("withdrawal_until") AS "until" FROM changed
    WHERE "undone_at" IS NULL AND "withdrawal_until" IS NOT NULL
    GROUP BY "farm_id", "animal_id"
  ) w
  WHERE an."farm_id" = w."farm_id" AND an."id" = w."animal_id"
    AND an."withdrawal_until" IS DISTINCT FROM greatest(an."withdrawal_until", w."until");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sanitary_applications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sanitary_dose_summaries" s
  USING (SELECT DISTINCT "farm_id", "animal_id", "product_id" FROM changed) t
  WHERE s."farm_id" = t."farm_id" AND s."animal_id" = t."animal_id"
    AND s."product_id" = t."product_id";
  INSERT INTO "sanitary_dose_summaries" ("farm_id", "animal_id", "product_id", "doses", "first_on", "last_on")
  SELECT t."farm_id", t."animal_id", t."product_id", x."doses", x."first_on", x."last_on"
  FROM (SELECT DISTINCT "farm_id", "animal_id", "product_id" FROM changed) t
  CROSS JOIN LATERAL (
    SELECT count(*) AS "doses", min(a."applied_on") AS "first_on", max(a."applied_on") AS "last_on"
    FROM "sanitary_applications" a
    WHERE a."farm_id" = t."farm_id" AND a."animal_id" = t."animal_id"
      AND a."product_id" = t."product_id" AND a."undone_at" IS NULL
  ) x
  WHERE x."doses" > 0;
  UPDATE "animals" an SET "withdrawal_until" = w."until"
  FROM (
    SELECT t."farm_id", t."animal_id", (
      SELECT max(a."withdrawal_until") FROM "sanitary_applications" a
      WHERE a."farm_id" = t."farm_id" AND a."animal_id" = t."animal_id" AND a."undone_at" IS NULL
    ) AS "until"
    FROM (SELECT DISTINCT "farm_id", "animal_id" FROM changed) t
  ) w
  WHERE an."farm_id" = w."farm_id" AND an."id" = w."animal_id"
    AND an."withdrawal_until" IS DISTINCT FROM w."until";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_inserted" AFTER INSERT ON "sanitary_applications"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
EXECUTE FUNCTION "sanitary_applications_added"();--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_updated" AFTER UPDATE ON "sanitary_applications"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
EXECUTE FUNCTION "sanitary_applications_changed"();--> statement-breakpoint
-- 'Em carência': the herd list's filter reads the animals still inside a withdrawal.
CREATE INDEX "animals_farm_withdrawal_idx" ON "animals" USING btree ("farm_id", "withdrawal_until")
WHERE "withdrawal_until" IS NOT NULL;
--> statement-breakpoint
-- The farm's herd version (decision 044): one more for each statement that changes its animals,
-- sanitary applications or protocols (a statement trigger reads the farms it touched), so the
-- due lists computed at a version serve until the next change.
CREATE FUNCTION "bump_herd_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A farm being deleted (its rows go by cascade) is no longer visible, and is skipped.
  INSERT INTO "farm_herd_versions" AS v ("farm_id", "version")
  SELECT DISTINCT c."farm_id", 1 FROM changed c
  WHERE EXISTS (SELECT 1 FROM "farms" f WHERE f."id" = c."farm_id")
  ON CONFLICT ("farm_id") DO UPDATE SET "version" = v."version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_version_inserted" AFTER INSERT ON "animals"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "animals_version_updated" AFTER UPDATE ON "animals"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "animals_version_deleted" AFTER DELETE ON "animals"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_version_inserted" AFTER INSERT ON "sanitary_applications"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_version_updated" AFTER UPDATE ON "sanitary_applications"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_protocols_version_inserted" AFTER INSERT ON "sanitary_protocols"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_protocols_version_updated" AFTER UPDATE ON "sanitary_protocols"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();--> statement-breakpoint
CREATE TRIGGER "sanitary_protocols_version_deleted" AFTER DELETE ON "sanitary_protocols"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "bump_herd_version"();
