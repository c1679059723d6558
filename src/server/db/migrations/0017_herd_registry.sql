CREATE TABLE "animal_changes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"animal_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "animal_changes_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "animal_events" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"animal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"group_id" uuid NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	"undone_by" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "animal_events_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "animals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"tag" text NOT NULL,
	"eid" text,
	"sisbov" text,
	"name" text,
	"sex" text NOT NULL,
	"breed" text,
	"birth_date" date,
	"birth_estimated" boolean DEFAULT false NOT NULL,
	"breeder" boolean DEFAULT false NOT NULL,
	"category_override" text,
	"coat" text,
	"mother_id" uuid,
	"calvings" integer DEFAULT 0 NOT NULL,
	"father" text,
	"lot_id" uuid,
	"pasture" text,
	"origin" text,
	"entry_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"exit_date" date,
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "animals_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
ALTER TABLE "animal_changes" ADD CONSTRAINT "animal_changes_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_changes" ADD CONSTRAINT "animal_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_changes" ADD CONSTRAINT "animal_changes_animal_id_animals_id_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_events" ADD CONSTRAINT "animal_events_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_events" ADD CONSTRAINT "animal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_events" ADD CONSTRAINT "animal_events_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_events" ADD CONSTRAINT "animal_events_animal_id_animals_id_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_mother_id_animals_id_fk" FOREIGN KEY ("farm_id","mother_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE SET NULL ("mother_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_lot_id_lots_id_fk" FOREIGN KEY ("farm_id","lot_id") REFERENCES "public"."lots"("farm_id","id") ON DELETE SET NULL ("lot_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "animal_changes_farm_animal_idx" ON "animal_changes" USING btree ("farm_id","animal_id","changed_at");--> statement-breakpoint
CREATE INDEX "animal_events_farm_animal_date_idx" ON "animal_events" USING btree ("farm_id","animal_id","event_date");--> statement-breakpoint
CREATE INDEX "animal_events_farm_group_idx" ON "animal_events" USING btree ("farm_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "animal_events_farm_key_animal_key" ON "animal_events" USING btree ("farm_id","idempotency_key","animal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "animals_farm_active_tag_key" ON "animals" USING btree ("farm_id","tag") WHERE "animals"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "animals_farm_eid_key" ON "animals" USING btree ("farm_id","eid") WHERE "animals"."eid" is not null and "animals"."status" <> 'removed';--> statement-breakpoint
CREATE UNIQUE INDEX "animals_farm_idempotency_key" ON "animals" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "animals_farm_status_tag_idx" ON "animals" USING btree ("farm_id","status","tag","id");--> statement-breakpoint
CREATE INDEX "animals_farm_status_age_idx" ON "animals" USING btree ("farm_id","status",coalesce(birth_date, '9999-12-31'::date),"tag","id");--> statement-breakpoint
CREATE INDEX "animals_farm_tag_pattern_idx" ON "animals" USING btree ("farm_id",tag text_pattern_ops);--> statement-breakpoint
CREATE INDEX "animals_farm_mother_idx" ON "animals" USING btree ("farm_id","mother_id");--> statement-breakpoint
CREATE INDEX "animals_farm_lot_idx" ON "animals" USING btree ("farm_id","lot_id");--> statement-breakpoint
-- Hand-written from here (decisions 036 and 038). A mother or lot deleted clears mother_id or
-- lot_id only (Drizzle cannot state the column list of SET NULL), as weighings' batch_id does.
-- Whole months from a birth date to `today`, as ageInMonths (src/domain/herd/category.ts): a
-- month is complete on the same day of the month, or on the month's last day when it has no such
-- day. Plain SQL over timestamps without time zone (immutable, unlike date_trunc on a date,
-- which goes through timestamptz): the planner inlines it into the list's queries.
CREATE FUNCTION "animal_age_months"(birth date, today date) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN birth IS NULL OR today IS NULL THEN NULL ELSE greatest(0,
    ((date_part('year', today::timestamp) - date_part('year', birth::timestamp)) * 12
      + (date_part('month', today::timestamp) - date_part('month', birth::timestamp))
      - CASE WHEN date_part('day', today::timestamp) < date_part('day', birth::timestamp)
              AND date_part('day', today::timestamp) < date_part('day',
                    date_trunc('month', today::timestamp) + interval '1 month - 1 day')
             THEN 1 ELSE 0 END)::int) END
$$;--> statement-breakpoint
-- The category of an animal on `today`, as deriveCategory (src/domain/herd/category.ts; a test
-- compares the two over many cases): the override when it fits the sex; a breeding male is
-- Touro; a female with a calving is Vaca; else by whole months: Bezerro/Bezerra under 12, a male
-- Garrote under 24 and Boi after, a female Novilha under 36 and Vaca after. Null when unknown.
CREATE FUNCTION "animal_category"(sex text, birth date, breeder boolean, has_calved boolean,
                                  override text, today date) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN override IS NOT NULL AND sex = CASE
      WHEN override IN ('Bezerro', 'Garrote', 'Boi', 'Touro') THEN 'M'
      WHEN override IN ('Bezerra', 'Novilha', 'Vaca') THEN 'F' END THEN override
    WHEN sex = 'M' AND breeder THEN 'Touro'
    WHEN sex = 'F' AND has_calved THEN 'Vaca'
    WHEN birth IS NULL THEN NULL
    WHEN sex = 'M' THEN CASE
      WHEN "animal_age_months"(birth, today) < 12 THEN 'Bezerro'
      WHEN "animal_age_months"(birth, today) < 24 THEN 'Garrote'
      ELSE 'Boi' END
    ELSE CASE
      WHEN "animal_age_months"(birth, today) < 12 THEN 'Bezerra'
      WHEN "animal_age_months"(birth, today) < 36 THEN 'Novilha'
      ELSE 'Vaca' END
  END
$$;--> statement-breakpoint
-- animals.calvings: how many animals name her as their mother and were not removed (an entry
-- undone), kept row by row, so "has calved" is a column and not a count per listed animal.
CREATE FUNCTION "animals_count_calvings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."mother_id" IS NOT NULL AND OLD."status" <> 'removed';
  now_is boolean := TG_OP <> 'DELETE' AND NEW."mother_id" IS NOT NULL AND NEW."status" <> 'removed';
BEGIN
  IF was AND (NOT now_is OR OLD."mother_id" IS DISTINCT FROM NEW."mother_id") THEN
    UPDATE "animals" SET "calvings" = greatest(0, "calvings" - 1)
    WHERE "farm_id" = OLD."farm_id" AND "id" = OLD."mother_id";
  END IF;
  IF now_is AND (NOT was OR OLD."mother_id" IS DISTINCT FROM NEW."mother_id") THEN
    UPDATE "animals" SET "calvings" = "calvings" + 1
    WHERE "farm_id" = NEW."farm_id" AND "id" = NEW."mother_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_calvings" AFTER INSERT OR DELETE OR UPDATE OF "mother_id", "status"
ON "animals" FOR EACH ROW EXECUTE FUNCTION "animals_count_calvings"();--> statement-breakpoint
-- A search inside a brinco or a name by trigram, where the server has pg_trgm (as 0014).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "animals_tag_trgm_idx" ON "animals" USING gin ("tag" gin_trgm_ops);
    CREATE INDEX "animals_name_trgm_idx" ON "animals" USING gin ("name" gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not created (no privilege): brincos and names are searched without it';
END;
$$;
