ALTER TABLE "animals" ALTER COLUMN "sex" DROP NOT NULL;--> statement-breakpoint
-- Hand-written from here (decision 039). An animal registered from its weighings has no sex yet:
-- its category is unknown ('Sem categoria') unless the producer overrides it. The rule is
-- otherwise 0017's (deriveCategory in src/domain/herd/category.ts, tested to agree).
CREATE OR REPLACE FUNCTION "animal_category"(sex text, birth date, breeder boolean,
                                             has_calved boolean, override text, today date)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN override IS NOT NULL AND (sex IS NULL OR sex = CASE
      WHEN override IN ('Bezerro', 'Garrote', 'Boi', 'Touro') THEN 'M'
      WHEN override IN ('Bezerra', 'Novilha', 'Vaca') THEN 'F' END) THEN override
    WHEN sex IS NULL THEN NULL
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
-- Registers an animal for each weighing id of farm `p_farm` (all of them, or only `p_ids`) that
-- names no registered animal (not removed) by its brinco or its EID, so weighings and the
-- registry never drift. 15 digits (an EID, stored so since decision 037) → eid = brinco = the
-- id; anything else → brinco = the id. Active, origin and sex unknown, entered on its first
-- weighing's date (animal_summaries, kept by the weighings' triggers: one row per id, so no
-- DISTINCT over the weighings), with an 'entry' event each (its own group: undoing one undoes
-- one). One INSERT ... SELECT; an id registered meanwhile is skipped by the unique keys (active
-- brinco, EID). The caller holds the farm's herd lock when the app is running (decision 038).
-- Gives how many animals it registered.
CREATE FUNCTION "register_weighed_animals"(p_farm text, p_ids text[] DEFAULT NULL)
RETURNS integer
LANGUAGE sql VOLATILE AS $$
  WITH "made" AS (
    INSERT INTO "animals" ("farm_id", "tag", "eid", "sex", "origin", "entry_date", "status")
    SELECT s."farm_id", s."animal_id",
           CASE WHEN s."animal_id" ~ '^[0-9]{15}$' THEN s."animal_id" END,
           NULL, NULL, s."first_date", 'active'
    FROM (
      -- Every id of the farm, or only those asked for: two branches, not one OR, so a file's
      -- 50,000 ids are 50,000 key probes and not a scan comparing each id with each.
      SELECT s."farm_id", s."animal_id", s."first_date" FROM "animal_summaries" s
      WHERE p_ids IS NULL AND s."farm_id" = p_farm
      UNION ALL
      SELECT s."farm_id", s."animal_id", s."first_date"
      FROM (SELECT DISTINCT unnest(p_ids) AS "id") t
      JOIN "animal_summaries" s ON s."farm_id" = p_farm AND s."animal_id" = t."id"
      WHERE p_ids IS NOT NULL
    ) s
    WHERE NOT EXISTS (SELECT 1 FROM "animals" a
                      WHERE a."farm_id" = s."farm_id" AND a."tag" = s."animal_id"
                        AND a."status" <> 'removed')
      AND NOT EXISTS (SELECT 1 FROM "animals" a
                      WHERE a."farm_id" = s."farm_id" AND a."eid" = s."animal_id"
                        AND a."status" <> 'removed')
    ORDER BY s."animal_id"
    ON CONFLICT DO NOTHING
    RETURNING "farm_id", "id", "entry_date"
  ), "entries" AS (
    INSERT INTO "animal_events" ("farm_id", "animal_id", "kind", "event_date", "group_id",
                                 "details")
    SELECT m."farm_id", m."id", 'entry', m."entry_date", gen_random_uuid(),
           '{"origin": null, "fromWeighings": true}'::jsonb
    FROM "made" m
    RETURNING 1
  )
  SELECT count(*)::int FROM "entries"
$$;--> statement-breakpoint
-- Every farm's weighings as they stand (nothing else runs during a migration: no lock needed).
SELECT "register_weighed_animals"(f."farm_id")
FROM (SELECT DISTINCT "farm_id" FROM "animal_summaries") f;
