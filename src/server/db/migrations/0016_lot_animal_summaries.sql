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
-- Hand-written from here (decision 030). The triggers of 0014 recompute the (farm, animal) pairs a
-- statement touched; each such animal's rows per lot are now recomputed with them, over all its
-- lots (so a weighing moved out of a lot, as a deleted lot's SET NULL does, leaves it too).
CREATE OR REPLACE FUNCTION "recompute_animal_summaries"(farm_ids text[], animal_ids text[]) RETURNS void
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
  -- Each touched animal's rows per lot, read again from its weighings that name a lot.
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
-- The weighings already in lots.
INSERT INTO "lot_animal_summaries"
  ("farm_id", "batch_id", "animal_id", "weighings", "first_date", "first_weight", "last_date",
   "last_weight")
SELECT "farm_id", "batch_id", "animal_id", count(*)::int,
       min("weighing_date"),
       (array_agg("weight" ORDER BY "weighing_date", "created_at", "id"))[1],
       max("weighing_date"),
       (array_agg("weight" ORDER BY "weighing_date" DESC, "created_at" DESC, "id" DESC))[1]
FROM "weighings" WHERE "batch_id" IS NOT NULL
GROUP BY "farm_id", "batch_id", "animal_id";
