CREATE TABLE "lot_animal_summaries" (
	"farm_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"animal_id" text NOT NULL,
	"weighings" integer NOT NULL,
	"first_date" date NOT NULL,
	"first_weight" numeric NOT NULL,
	"last_date" date NOT NULL,
	"last_weight" numeric NOT NULL,
	CONSTRAINT "lot_animal_summaries_pkey" PRIMARY KEY("farm_id","batch_id","animal_id")
);
--> statement-breakpoint
ALTER TABLE "lot_animal_summaries" ADD CONSTRAINT "lot_animal_summaries_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (decision 030). The triggers of 0014 refresh the (farm, animal) pairs a
-- statement touched; each such animal's rows per lot are now recomputed with them, over all its
-- lots (so a weighing moved out of a lot, as a deleted lot's SET NULL does, leaves it too).
CREATE FUNCTION "recompute_lot_animal_summaries"(farm_ids text[], animal_ids text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "lot_animal_summaries" s
  USING (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  WHERE s."farm_id" = k.f AND s."animal_id" = k.a;
  INSERT INTO "lot_animal_summaries"
    ("farm_id", "batch_id", "animal_id", "weighings", "first_date", "first_weight", "last_date",
     "last_weight")
  SELECT w."farm_id", w."batch_id", w."animal_id", count(*)::int,
         min(w."weighing_date"),
         (array_agg(w."weight" ORDER BY w."weighing_date", w."created_at", w."id"))[1],
         max(w."weighing_date"),
         (array_agg(w."weight" ORDER BY w."weighing_date" DESC, w."created_at" DESC, w."id" DESC))[1]
  FROM (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  JOIN "weighings" w ON w."farm_id" = k.f AND w."animal_id" = k.a
  WHERE w."batch_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "farms" x WHERE x."id" = w."farm_id")
  GROUP BY w."farm_id", w."batch_id", w."animal_id";
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_animal_summaries"(farm_ids text[], animal_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('animal_summaries:' || f, 0))
  FROM (SELECT DISTINCT f FROM unnest(farm_ids) AS u(f) ORDER BY f) farms;
  PERFORM "recompute_animal_summaries"(farm_ids, animal_ids);
  PERFORM "recompute_lot_animal_summaries"(farm_ids, animal_ids);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "weighings_summaries_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "animal_summaries";
  DELETE FROM "farm_gain_totals";
  DELETE FROM "lot_animal_summaries";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The weighings already in lots (no farm locks: the migration runs alone).
SELECT "recompute_lot_animal_summaries"(array_agg("farm_id"), array_agg("animal_id"))
FROM (SELECT DISTINCT "farm_id", "animal_id" FROM "weighings" WHERE "batch_id" IS NOT NULL) k;
