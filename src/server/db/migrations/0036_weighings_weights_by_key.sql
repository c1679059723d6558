CREATE INDEX "animals_farm_eid_idx" ON "animals" USING btree ("farm_id","eid") WHERE "animals"."eid" is not null;
--> statement-breakpoint
-- Hand-written from here. A weighing's write reads only its animal's rows. 0031's functions read
-- more: the delete asked again, apart from the insert, whether an animal had a weighing under its
-- brinco or its EID, as one condition that no index serves (so it went through every farm's
-- weighings by the second column of their index); and the animals a weighing names by EID were
-- found by reading every farm's animals, as the EID's unique key leaves the removed ones out. Now
-- each animal's weighings are read once, by each key, and the animals with none lose their row;
-- the EID's animals are found by the index above. The same rows come out.
CREATE OR REPLACE FUNCTION "recompute_animal_weights"(farm_ids text[], animal_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  WITH k AS (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)),
  fresh AS (
    SELECT an."farm_id", an."id",
      array_agg(w."weighing_date" ORDER BY w."weighing_date", w."created_at", w."id") AS dates,
      array_agg(w."weight"::float8 ORDER BY w."weighing_date", w."created_at", w."id") AS kgs
    FROM k
    JOIN "animals" an ON an."farm_id" = k.f AND an."id" = k.a
    CROSS JOIN LATERAL (
      SELECT g."weighing_date", g."created_at", g."id", g."weight" FROM "weighings" g
      WHERE g."farm_id" = an."farm_id" AND g."animal_id" = an."tag"
      UNION ALL
      SELECT g."weighing_date", g."created_at", g."id", g."weight" FROM "weighings" g
      WHERE g."farm_id" = an."farm_id" AND g."animal_id" = an."eid" AND an."eid" <> an."tag"
    ) w
    GROUP BY an."farm_id", an."id"
  ),
  gone AS (
    DELETE FROM "animal_weights" x USING k
    WHERE x."farm_id" = k.f AND x."animal_id" = k.a
      AND NOT EXISTS (SELECT 1 FROM fresh WHERE fresh."farm_id" = k.f AND fresh."id" = k.a)
  )
  INSERT INTO "animal_weights" AS x ("farm_id", "animal_id", "dates", "kgs")
  SELECT "farm_id", "id", dates, kgs FROM fresh
  ON CONFLICT ("farm_id", "animal_id") DO UPDATE SET "dates" = excluded."dates", "kgs" = excluded."kgs"
  WHERE (x."dates", x."kgs") IS DISTINCT FROM (excluded."dates", excluded."kgs");
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_weighed_animal_weights"(farm_ids text[], keys text[]) RETURNS void
LANGUAGE sql AS $$
  WITH k AS (SELECT DISTINCT f, a FROM unnest(farm_ids, keys) AS u(f, a)),
  t AS (
    SELECT an."farm_id", an."id" FROM k JOIN "animals" an ON an."farm_id" = k.f AND an."tag" = k.a
    UNION
    SELECT an."farm_id", an."id" FROM k JOIN "animals" an ON an."farm_id" = k.f AND an."eid" = k.a
    WHERE an."eid" IS NOT NULL
  )
  SELECT "recompute_animal_weights"(array_agg(t."farm_id"), array_agg(t."id")) FROM t
  HAVING count(*) > 0;
$$;
