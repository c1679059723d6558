CREATE TABLE "animal_summaries" (
	"farm_id" text NOT NULL,
	"animal_id" text NOT NULL,
	"weighings" integer NOT NULL,
	"first_date" date NOT NULL,
	"first_weight" numeric NOT NULL,
	"last_date" date NOT NULL,
	"last_weight" numeric NOT NULL,
	"daily_gain" numeric GENERATED ALWAYS AS (case when last_date > first_date
          then (last_weight - first_weight) / (last_date - first_date) end) STORED,
	CONSTRAINT "animal_summaries_pkey" PRIMARY KEY("farm_id","animal_id")
);
--> statement-breakpoint
CREATE TABLE "farm_gain_totals" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"gain_sum" numeric NOT NULL,
	"animals" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "weighings_farm_date_idx";--> statement-breakpoint
DROP INDEX "weighings_batch_idx";--> statement-breakpoint
ALTER TABLE "animal_summaries" ADD CONSTRAINT "animal_summaries_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_gain_totals" ADD CONSTRAINT "farm_gain_totals_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "animal_summaries_farm_animal_pattern_idx" ON "animal_summaries" USING btree ("farm_id",animal_id text_pattern_ops);--> statement-breakpoint
CREATE INDEX "weighings_farm_date_id_idx" ON "weighings" USING btree ("farm_id","weighing_date","created_at","id");--> statement-breakpoint
CREATE INDEX "weighings_farm_batch_animal_idx" ON "weighings" USING btree ("farm_id","batch_id","animal_id","weighing_date","created_at","id","weight");--> statement-breakpoint
-- Hand-written from here (decision 030). animal_summaries and farm_gain_totals are kept by statement triggers on
-- weighings: the (farm, animal) pairs a statement touched are read again from weighings, first
-- and last weighing by date, then entry order, then id (the dashboard's old order). One
-- transaction-scoped advisory lock per farm, taken before reading, makes concurrent writers on a
-- farm take turns, so each reads the other's committed rows (READ COMMITTED: every statement of
-- the function takes a new snapshot). One lock per farm, not per animal: a statement touching
-- 50,000 animals must not fill the lock table.
-- Adds (sign 1) or takes away (sign -1) the current gains of the given animals to their farms'
-- totals. Exact numeric sums, so taking away what was added leaves the total as it was. A farm
-- being deleted (its weighings go by cascade) is no longer visible, and is skipped.
CREATE FUNCTION "add_farm_gains"(farm_ids text[], animal_ids text[], sign int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "farm_gain_totals" AS t ("farm_id", "gain_sum", "animals")
  SELECT s."farm_id", sign * coalesce(sum(s."daily_gain"), 0), sign * count(s."daily_gain")
  FROM (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  JOIN "animal_summaries" s ON s."farm_id" = k.f AND s."animal_id" = k.a
  WHERE EXISTS (SELECT 1 FROM "farms" x WHERE x."id" = s."farm_id")
  GROUP BY s."farm_id"
  ON CONFLICT ("farm_id") DO UPDATE SET
    "gain_sum" = t."gain_sum" + excluded."gain_sum",
    "animals" = t."animals" + excluded."animals";
$$;--> statement-breakpoint
CREATE FUNCTION "recompute_animal_summaries"(farm_ids text[], animal_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Out with the touched animals' gains...
  PERFORM "add_farm_gains"(farm_ids, animal_ids, -1);
  DELETE FROM "animal_summaries" s
  USING (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  WHERE s."farm_id" = k.f AND s."animal_id" = k.a
    AND NOT EXISTS (SELECT 1 FROM "weighings" w WHERE w."farm_id" = k.f AND w."animal_id" = k.a);
  INSERT INTO "animal_summaries" AS s
    ("farm_id", "animal_id", "weighings", "first_date", "first_weight", "last_date", "last_weight")
  SELECT k.f, k.a, c.n, fw."weighing_date", fw."weight", lw."weighing_date", lw."weight"
  FROM (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  CROSS JOIN LATERAL (
    SELECT w."weighing_date", w."weight" FROM "weighings" w
    WHERE w."farm_id" = k.f AND w."animal_id" = k.a
    ORDER BY w."weighing_date", w."created_at", w."id" LIMIT 1
  ) fw
  CROSS JOIN LATERAL (
    SELECT w."weighing_date", w."weight" FROM "weighings" w
    WHERE w."farm_id" = k.f AND w."animal_id" = k.a
    ORDER BY w."weighing_date" DESC, w."created_at" DESC, w."id" DESC LIMIT 1
  ) lw
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM "weighings" w WHERE w."farm_id" = k.f AND w."animal_id" = k.a
  ) c
  ON CONFLICT ("farm_id", "animal_id") DO UPDATE SET
    "weighings" = excluded."weighings",
    "first_date" = excluded."first_date",
    "first_weight" = excluded."first_weight",
    "last_date" = excluded."last_date",
    "last_weight" = excluded."last_weight"
  WHERE (s."weighings", s."first_date", s."first_weight", s."last_date", s."last_weight")
    IS DISTINCT FROM (excluded."weighings", excluded."first_date", excluded."first_weight",
                      excluded."last_date", excluded."last_weight");
  -- ...and in with their new ones.
  PERFORM "add_farm_gains"(farm_ids, animal_ids, 1);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "refresh_animal_summaries"(farm_ids text[], animal_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('animal_summaries:' || f, 0))
  FROM (SELECT DISTINCT f FROM unnest(farm_ids) AS u(f) ORDER BY f) farms;
  PERFORM "recompute_animal_summaries"(farm_ids, animal_ids);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_summaries_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_animal_summaries"(array_agg("farm_id"), array_agg("animal_id")) FROM new_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_summaries_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_animal_summaries"(array_agg(k."farm_id"), array_agg(k."animal_id"))
  FROM (SELECT "farm_id", "animal_id" FROM old_rows
        UNION SELECT "farm_id", "animal_id" FROM new_rows) k;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_summaries_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_animal_summaries"(array_agg("farm_id"), array_agg("animal_id")) FROM old_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_summaries_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "animal_summaries";
  DELETE FROM "farm_gain_totals";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "weighings_summaries_insert" AFTER INSERT ON "weighings"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "weighings_summaries_inserted"();--> statement-breakpoint
CREATE TRIGGER "weighings_summaries_update" AFTER UPDATE ON "weighings"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "weighings_summaries_updated"();--> statement-breakpoint
CREATE TRIGGER "weighings_summaries_delete" AFTER DELETE ON "weighings"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION "weighings_summaries_deleted"();--> statement-breakpoint
CREATE TRIGGER "weighings_summaries_truncate" AFTER TRUNCATE ON "weighings"
FOR EACH STATEMENT EXECUTE FUNCTION "weighings_summaries_truncated"();--> statement-breakpoint
-- The weighings already there (no farm locks: the migration runs alone, and a database with
-- many farms would not hold a lock for each).
SELECT "recompute_animal_summaries"(array_agg("farm_id"), array_agg("animal_id"))
FROM (SELECT DISTINCT "farm_id", "animal_id" FROM "weighings") k;--> statement-breakpoint
-- A search inside an id ('123' finds BOI-01234) by trigram, where the server has pg_trgm (the
-- embedded PostgreSQL does; a server without it searches the farm's summaries one by one).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "animal_summaries_animal_trgm_idx" ON "animal_summaries"
      USING gin ("animal_id" gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not created (no privilege): animal ids are searched without it';
END;
$$;
