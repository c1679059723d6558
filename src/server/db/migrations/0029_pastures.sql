CREATE TABLE "paddock_heights" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"paddock_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"height_cm" numeric NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paddock_heights_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "paddock_moves" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"paddock_id" uuid NOT NULL,
	"moved_on" date NOT NULL,
	"lot_id" uuid,
	"lot_name" text,
	"heads" integer NOT NULL,
	"units" numeric NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	"undone_by" text,
	CONSTRAINT "paddock_moves_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "paddock_stays" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"animal_id" uuid NOT NULL,
	"paddock_id" uuid NOT NULL,
	"move_id" uuid,
	"entered_on" date NOT NULL,
	"left_on" date,
	"left_move_id" uuid,
	"weight_kg" numeric,
	CONSTRAINT "paddock_stays_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "paddocks" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"area_ha" numeric,
	"forage" text NOT NULL,
	"grazing_method" text NOT NULL,
	"retiro" text,
	"capacity_rainy" numeric,
	"capacity_dry" numeric,
	"rest_days" integer,
	"shape" jsonb,
	"shape_area_ha" numeric,
	"map_ring" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paddocks_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "pasture_settings" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"typical_weights" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "paddock_id" uuid;--> statement-breakpoint
ALTER TABLE "paddock_heights" ADD CONSTRAINT "paddock_heights_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_heights" ADD CONSTRAINT "paddock_heights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_heights" ADD CONSTRAINT "paddock_heights_paddock_fk" FOREIGN KEY ("farm_id","paddock_id") REFERENCES "public"."paddocks"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_moves" ADD CONSTRAINT "paddock_moves_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_moves" ADD CONSTRAINT "paddock_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_moves" ADD CONSTRAINT "paddock_moves_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_moves" ADD CONSTRAINT "paddock_moves_paddock_fk" FOREIGN KEY ("farm_id","paddock_id") REFERENCES "public"."paddocks"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_stays" ADD CONSTRAINT "paddock_stays_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_stays" ADD CONSTRAINT "paddock_stays_paddock_fk" FOREIGN KEY ("farm_id","paddock_id") REFERENCES "public"."paddocks"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddock_stays" ADD CONSTRAINT "paddock_stays_animal_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddocks" ADD CONSTRAINT "paddocks_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddocks" ADD CONSTRAINT "paddocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pasture_settings" ADD CONSTRAINT "pasture_settings_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paddock_heights_farm_idempotency_key" ON "paddock_heights" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "paddock_heights_farm_paddock_idx" ON "paddock_heights" USING btree ("farm_id","paddock_id","measured_on");--> statement-breakpoint
CREATE UNIQUE INDEX "paddock_moves_farm_idempotency_key" ON "paddock_moves" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "paddock_moves_farm_paddock_idx" ON "paddock_moves" USING btree ("farm_id","paddock_id","moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "paddock_stays_farm_animal_open_key" ON "paddock_stays" USING btree ("farm_id","animal_id") WHERE "paddock_stays"."left_on" is null;--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_paddock_idx" ON "paddock_stays" USING btree ("farm_id","paddock_id","entered_on");--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_left_idx" ON "paddock_stays" USING btree ("farm_id","left_on");--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_paddock_left_idx" ON "paddock_stays" USING btree ("farm_id","paddock_id","left_on");--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_move_idx" ON "paddock_stays" USING btree ("farm_id","move_id");--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_animal_idx" ON "paddock_stays" USING btree ("farm_id","animal_id","entered_on");--> statement-breakpoint
CREATE UNIQUE INDEX "paddocks_farm_idempotency_key" ON "paddocks" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "paddocks_farm_name_key" ON "paddocks" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE INDEX "paddocks_farm_name_idx" ON "paddocks" USING btree ("farm_id","name","id");--> statement-breakpoint
CREATE INDEX "animals_farm_paddock_idx" ON "animals" USING btree ("farm_id","paddock_id");--> statement-breakpoint
-- The pastures typed on animals become paddocks by name (issue 42 item 1): one per farm and name
-- (whatever the case), each animal in its paddock from its entry (decision 070).
INSERT INTO "paddocks" ("farm_id", "name", "forage", "grazing_method")
SELECT DISTINCT ON ("farm_id", lower(btrim("pasture"))) "farm_id", btrim("pasture"), 'Outra', 'continuous'
FROM "animals" WHERE "pasture" IS NOT NULL AND btrim("pasture") <> ''
ORDER BY "farm_id", lower(btrim("pasture")), "created_at";--> statement-breakpoint
UPDATE "animals" a SET "paddock_id" = p."id", "pasture" = p."name"
FROM "paddocks" p
WHERE p."farm_id" = a."farm_id" AND a."pasture" IS NOT NULL AND lower(p."name") = lower(btrim(a."pasture"));--> statement-breakpoint
INSERT INTO "paddock_stays" ("farm_id", "animal_id", "paddock_id", "entered_on", "left_on")
SELECT a."farm_id", a."id", a."paddock_id", s."since",
  CASE WHEN a."status" = 'active' THEN NULL ELSE greatest(s."since", coalesce(a."exit_date", s."since")) END
FROM "animals" a
CROSS JOIN LATERAL (SELECT coalesce(a."entry_date", a."registered_on",
  (a."created_at" AT TIME ZONE 'America/Sao_Paulo')::date) AS "since") s
WHERE a."paddock_id" IS NOT NULL AND a."status" <> 'removed';--> statement-breakpoint
-- The herd's 'Pasto' text (forms, files, transfers) names a paddock: a new name makes one.
CREATE FUNCTION "animals_paddock_from_pasture"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted text := nullif(btrim(NEW."pasture"), '');
  pid uuid;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- A move set the paddock (and its name) itself.
    IF NEW."paddock_id" IS DISTINCT FROM OLD."paddock_id" THEN RETURN NEW; END IF;
    IF NEW."pasture" IS NOT DISTINCT FROM OLD."pasture" THEN RETURN NEW; END IF;
  ELSIF NEW."paddock_id" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF wanted IS NULL THEN
    NEW."paddock_id" := NULL;
    RETURN NEW;
  END IF;
  SELECT "id" INTO pid FROM "paddocks" WHERE "farm_id" = NEW."farm_id" AND lower("name") = lower(wanted);
  IF pid IS NULL THEN
    INSERT INTO "paddocks" ("farm_id", "user_id", "name", "forage", "grazing_method")
    VALUES (NEW."farm_id", NEW."user_id", wanted, 'Outra', 'continuous')
    ON CONFLICT ("farm_id", lower("name")) DO NOTHING RETURNING "id" INTO pid;
    IF pid IS NULL THEN
      SELECT "id" INTO pid FROM "paddocks" WHERE "farm_id" = NEW."farm_id" AND lower("name") = lower(wanted);
    END IF;
  END IF;
  NEW."paddock_id" := pid;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_paddock_from_pasture" BEFORE INSERT OR UPDATE OF "pasture", "paddock_id" ON "animals"
FOR EACH ROW EXECUTE FUNCTION "animals_paddock_from_pasture"();--> statement-breakpoint
-- An animal whose paddock changed without a move (the 'Pasto' text) gets its stay: today's, or
-- its entry's for a new animal. A move writes its stays before it sets the paddock: no-op then.
CREATE FUNCTION "animals_paddock_stays"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'America/Sao_Paulo')::date;
  since date;
BEGIN
  IF NEW."status" = 'removed' THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM "paddock_stays" WHERE "farm_id" = NEW."farm_id" AND "animal_id" = NEW."id"
      AND "left_on" IS NULL AND "paddock_id" = NEW."paddock_id") THEN
    RETURN NULL;
  END IF;
  since := CASE WHEN TG_OP = 'INSERT' THEN coalesce(NEW."entry_date", NEW."registered_on", today) ELSE today END;
  UPDATE "paddock_stays" SET "left_on" = greatest("entered_on", since)
  WHERE "farm_id" = NEW."farm_id" AND "animal_id" = NEW."id" AND "left_on" IS NULL;
  IF NEW."paddock_id" IS NOT NULL THEN
    INSERT INTO "paddock_stays" ("farm_id", "animal_id", "paddock_id", "entered_on")
    VALUES (NEW."farm_id", NEW."id", NEW."paddock_id", since);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Not `UPDATE OF paddock_id`: the column is set by the trigger before, not by the statement.
CREATE TRIGGER "animals_paddock_stays_inserted" AFTER INSERT ON "animals"
FOR EACH ROW WHEN (NEW."paddock_id" IS NOT NULL) EXECUTE FUNCTION "animals_paddock_stays"();--> statement-breakpoint
CREATE TRIGGER "animals_paddock_stays_updated" AFTER UPDATE ON "animals"
FOR EACH ROW WHEN (NEW."paddock_id" IS DISTINCT FROM OLD."paddock_id") EXECUTE FUNCTION "animals_paddock_stays"();
--> statement-breakpoint
-- An animal that leaves the farm (sold, dead, transferred) leaves its paddock on its exit day; an
-- entry undone ('removed') takes its stays away; a sale undone puts it back where it was.
CREATE FUNCTION "animals_paddock_exit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'America/Sao_Paulo')::date;
  last_id uuid;
BEGIN
  IF NEW."status" = 'removed' THEN
    DELETE FROM "paddock_stays" WHERE "farm_id" = NEW."farm_id" AND "animal_id" = NEW."id";
  ELSIF OLD."status" = 'active' AND NEW."status" <> 'active' THEN
    UPDATE "paddock_stays" SET "left_on" = greatest("entered_on", coalesce(NEW."exit_date", today))
    WHERE "farm_id" = NEW."farm_id" AND "animal_id" = NEW."id" AND "left_on" IS NULL;
  ELSIF NEW."status" = 'active' AND NEW."paddock_id" IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM "paddock_stays" WHERE "farm_id" = NEW."farm_id" AND "animal_id" = NEW."id"
        AND "left_on" IS NULL) THEN
    SELECT "id" INTO last_id FROM "paddock_stays"
    WHERE "farm_id" = NEW."farm_id" AND "animal_id" = NEW."id" AND "paddock_id" = NEW."paddock_id"
      AND "left_move_id" IS NULL
    ORDER BY "entered_on" DESC, "left_on" DESC LIMIT 1;
    IF last_id IS NOT NULL THEN
      UPDATE "paddock_stays" SET "left_on" = NULL WHERE "farm_id" = NEW."farm_id" AND "id" = last_id;
    ELSE
      INSERT INTO "paddock_stays" ("farm_id", "animal_id", "paddock_id", "entered_on")
      VALUES (NEW."farm_id", NEW."id", NEW."paddock_id", today);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_paddock_exit" AFTER UPDATE OF "status" ON "animals"
FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "animals_paddock_exit"();
