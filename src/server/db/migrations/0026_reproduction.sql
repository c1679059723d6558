CREATE TABLE "breeding_seasons" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breeding_seasons_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "farm_reproduction" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iatf_batch_animals" (
	"farm_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	CONSTRAINT "iatf_batch_animals_pkey" PRIMARY KEY("farm_id","batch_id","animal_id")
);
--> statement-breakpoint
CREATE TABLE "iatf_batches" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"season_id" uuid NOT NULL,
	"protocol_id" uuid NOT NULL,
	"protocol_name" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"steps" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iatf_batches_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "iatf_protocols" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iatf_protocols_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "reproduction_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"animal_id" uuid NOT NULL,
	"season_id" uuid,
	"batch_id" uuid,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"group_id" uuid NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	"undone_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reproduction_events_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "season_exposures" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"season_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"female_group" text NOT NULL,
	"status" text DEFAULT 'empty' NOT NULL,
	"last_service_id" uuid,
	"last_service_kind" text,
	"last_service_on" date,
	"last_service_ends_on" date,
	"last_service_sire" text,
	"last_service_inseminator" text,
	"last_diagnosis_on" date,
	"last_diagnosis_result" text,
	"last_gestation_days" integer,
	"diagnosed" boolean DEFAULT false NOT NULL,
	"pregnancy_service_id" uuid,
	"expected_from" date,
	"expected_to" date,
	"calved_after" date,
	"calved_on" date,
	"previous_season_id" uuid,
	"previous_empty" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_exposures_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "semen" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"bull" text NOT NULL,
	"breed" text,
	"center" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "semen_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
ALTER TABLE "breeding_seasons" ADD CONSTRAINT "breeding_seasons_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breeding_seasons" ADD CONSTRAINT "breeding_seasons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_reproduction" ADD CONSTRAINT "farm_reproduction_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_batch_animals" ADD CONSTRAINT "iatf_batch_animals_batch_id_fk" FOREIGN KEY ("farm_id","batch_id") REFERENCES "public"."iatf_batches"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_batch_animals" ADD CONSTRAINT "iatf_batch_animals_animal_id_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_batches" ADD CONSTRAINT "iatf_batches_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_batches" ADD CONSTRAINT "iatf_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_batches" ADD CONSTRAINT "iatf_batches_season_id_fk" FOREIGN KEY ("farm_id","season_id") REFERENCES "public"."breeding_seasons"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_batches" ADD CONSTRAINT "iatf_batches_protocol_id_fk" FOREIGN KEY ("farm_id","protocol_id") REFERENCES "public"."iatf_protocols"("farm_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_protocols" ADD CONSTRAINT "iatf_protocols_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iatf_protocols" ADD CONSTRAINT "iatf_protocols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_animal_id_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_season_id_fk" FOREIGN KEY ("farm_id","season_id") REFERENCES "public"."breeding_seasons"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reproduction_events" ADD CONSTRAINT "reproduction_events_batch_id_fk" FOREIGN KEY ("farm_id","batch_id") REFERENCES "public"."iatf_batches"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_exposures" ADD CONSTRAINT "season_exposures_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_exposures" ADD CONSTRAINT "season_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_exposures" ADD CONSTRAINT "season_exposures_season_id_fk" FOREIGN KEY ("farm_id","season_id") REFERENCES "public"."breeding_seasons"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_exposures" ADD CONSTRAINT "season_exposures_animal_id_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen" ADD CONSTRAINT "semen_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen" ADD CONSTRAINT "semen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breeding_seasons_farm_idempotency_key" ON "breeding_seasons" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "breeding_seasons_farm_starts_idx" ON "breeding_seasons" USING btree ("farm_id","starts_on");--> statement-breakpoint
CREATE INDEX "iatf_batch_animals_farm_animal_idx" ON "iatf_batch_animals" USING btree ("farm_id","animal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iatf_batches_farm_idempotency_key" ON "iatf_batches" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "iatf_batches_farm_season_idx" ON "iatf_batches" USING btree ("farm_id","season_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "iatf_protocols_farm_idempotency_key" ON "iatf_protocols" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reproduction_events_farm_key_animal_key" ON "reproduction_events" USING btree ("farm_id","idempotency_key","animal_id");--> statement-breakpoint
CREATE INDEX "reproduction_events_farm_animal_date_idx" ON "reproduction_events" USING btree ("farm_id","animal_id","event_date");--> statement-breakpoint
CREATE INDEX "reproduction_events_farm_season_kind_idx" ON "reproduction_events" USING btree ("farm_id","season_id","kind");--> statement-breakpoint
CREATE INDEX "reproduction_events_farm_group_idx" ON "reproduction_events" USING btree ("farm_id","group_id");--> statement-breakpoint
CREATE INDEX "reproduction_events_farm_batch_idx" ON "reproduction_events" USING btree ("farm_id","batch_id") WHERE "reproduction_events"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "season_exposures_farm_season_animal_key" ON "season_exposures" USING btree ("farm_id","season_id","animal_id");--> statement-breakpoint
CREATE INDEX "season_exposures_farm_season_status_idx" ON "season_exposures" USING btree ("farm_id","season_id","status");--> statement-breakpoint
CREATE INDEX "season_exposures_farm_animal_idx" ON "season_exposures" USING btree ("farm_id","animal_id");--> statement-breakpoint
CREATE INDEX "season_exposures_to_diagnose_idx" ON "season_exposures" USING btree ("farm_id","season_id","last_service_on") WHERE not "season_exposures"."diagnosed" and "season_exposures"."last_service_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "semen_farm_bull_key" ON "semen" USING btree ("farm_id",lower("bull"));--> statement-breakpoint
CREATE UNIQUE INDEX "semen_farm_idempotency_key" ON "semen" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
-- Hand-written from here (issue 41, decision 067). A female's first calving (the herd's
-- 'Registrar nascimento' writes a 'calving' event on the mother) after `after`: what closes a
-- pregnancy as 'Parida'. The reproduction store calls it when it writes her state; the trigger
-- below when the herd's events of calvings are written or undone, so the season's lists read
-- 'Parida' from the exposure's own row.
CREATE FUNCTION "exposure_calved_on"(farm text, animal uuid, after date) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT min(e."event_date") FROM "animal_events" e
  WHERE e."farm_id" = farm AND e."animal_id" = animal AND e."kind" = 'calving'
    AND e."undone_at" IS NULL AND e."event_date" > after
$$;--> statement-breakpoint
CREATE FUNCTION "animal_events_calvings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "season_exposures" x
  SET "calved_on" = "exposure_calved_on"(x."farm_id", x."animal_id", x."calved_after")
  FROM (SELECT DISTINCT "farm_id", "animal_id" FROM changed WHERE "kind" = 'calving') c
  WHERE x."farm_id" = c."farm_id" AND x."animal_id" = c."animal_id"
    AND x."calved_after" IS NOT NULL
    AND x."calved_on" IS DISTINCT FROM "exposure_calved_on"(x."farm_id", x."animal_id", x."calved_after");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animal_events_calvings_inserted" AFTER INSERT ON "animal_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
EXECUTE FUNCTION "animal_events_calvings_changed"();--> statement-breakpoint
CREATE TRIGGER "animal_events_calvings_updated" AFTER UPDATE ON "animal_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
EXECUTE FUNCTION "animal_events_calvings_changed"();
