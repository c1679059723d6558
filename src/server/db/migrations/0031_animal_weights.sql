CREATE TABLE "animal_weights" (
	"farm_id" text NOT NULL,
	"animal_id" uuid NOT NULL,
	"dates" date[] NOT NULL,
	"kgs" double precision[] NOT NULL,
	"daily_gain" double precision GENERATED ALWAYS AS (case when dates[cardinality(dates)] > dates[1]
          then (kgs[cardinality(kgs)] - kgs[1]) / (dates[cardinality(dates)] - dates[1]) end) STORED,
	CONSTRAINT "animal_weights_pkey" PRIMARY KEY("farm_id","animal_id")
);
--> statement-breakpoint
ALTER TABLE "animal_weights" ADD CONSTRAINT "animal_weights_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_weights" ADD CONSTRAINT "animal_weights_animal_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (issue 42 item 8, decision 071). animal_weights holds, per registered
-- animal, every weighing under its brinco or its EID in order; a farm's stocking on a day reads an
-- animal's weight then from its own row. Kept by statement triggers on weighings (after
-- 0014's, whose per-farm advisory lock they then hold, so concurrent writers on a farm take
-- turns and each reads the other's rows) and by triggers on animals (a new animal, a brinco or an
-- EID changed). Upserts, so a concurrent writer never meets a duplicate key.
CREATE FUNCTION "recompute_animal_weights"(farm_ids text[], animal_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "animal_weights" x
  USING (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  WHERE x."farm_id" = k.f AND x."animal_id" = k.a
    AND NOT EXISTS (
      SELECT 1 FROM "animals" an JOIN "weighings" w ON w."farm_id" = an."farm_id"
        AND (w."animal_id" = an."tag" OR w."animal_id" = an."eid")
      WHERE an."farm_id" = k.f AND an."id" = k.a);
  INSERT INTO "animal_weights" AS x ("farm_id", "animal_id", "dates", "kgs")
  SELECT an."farm_id", an."id",
    array_agg(w."weighing_date" ORDER BY w."weighing_date", w."created_at", w."id"),
    array_agg(w."weight"::float8 ORDER BY w."weighing_date", w."created_at", w."id")
  FROM (SELECT DISTINCT f, a FROM unnest(farm_ids, animal_ids) AS u(f, a)) k
  JOIN "animals" an ON an."farm_id" = k.f AND an."id" = k.a
  CROSS JOIN LATERAL (
    SELECT g."weighing_date", g."created_at", g."id", g."weight" FROM "weighings" g
    WHERE g."farm_id" = an."farm_id" AND g."animal_id" = an."tag"
    UNION ALL
    SELECT g."weighing_date", g."created_at", g."id", g."weight" FROM "weighings" g
    WHERE g."farm_id" = an."farm_id" AND g."animal_id" = an."eid" AND an."eid" <> an."tag"
  ) w
  GROUP BY an."farm_id", an."id"
  ON CONFLICT ("farm_id", "animal_id") DO UPDATE SET "dates" = excluded."dates", "kgs" = excluded."kgs"
  WHERE (x."dates", x."kgs") IS DISTINCT FROM (excluded."dates", excluded."kgs");
$$;--> statement-breakpoint
-- The animals a statement's weighings name (by brinco or EID), recomputed.
CREATE FUNCTION "refresh_weighed_animal_weights"(farm_ids text[], keys text[]) RETURNS void
LANGUAGE sql AS $$
  WITH k AS (SELECT DISTINCT f, a FROM unnest(farm_ids, keys) AS u(f, a)),
  t AS (
    SELECT an."farm_id", an."id" FROM k JOIN "animals" an ON an."farm_id" = k.f AND an."tag" = k.a
    UNION
    SELECT an."farm_id", an."id" FROM k JOIN "animals" an ON an."farm_id" = k.f AND an."eid" = k.a
  )
  SELECT "recompute_animal_weights"(array_agg(t."farm_id"), array_agg(t."id")) FROM t
  HAVING count(*) > 0;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_weights_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_weighed_animal_weights"(array_agg("farm_id"), array_agg("animal_id")) FROM new_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_weights_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_weighed_animal_weights"(array_agg(k."farm_id"), array_agg(k."animal_id"))
  FROM (SELECT "farm_id", "animal_id" FROM old_rows
        UNION SELECT "farm_id", "animal_id" FROM new_rows) k;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_weights_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_weighed_animal_weights"(array_agg("farm_id"), array_agg("animal_id")) FROM old_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "weighings_weights_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "animal_weights";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Named after 0014's weighings_summaries_* triggers: PostgreSQL fires a table's triggers in name order.
CREATE TRIGGER "weighings_weights_insert" AFTER INSERT ON "weighings"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "weighings_weights_inserted"();--> statement-breakpoint
CREATE TRIGGER "weighings_weights_update" AFTER UPDATE ON "weighings"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "weighings_weights_updated"();--> statement-breakpoint
CREATE TRIGGER "weighings_weights_delete" AFTER DELETE ON "weighings"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION "weighings_weights_deleted"();--> statement-breakpoint
CREATE TRIGGER "weighings_weights_truncate" AFTER TRUNCATE ON "weighings"
FOR EACH STATEMENT EXECUTE FUNCTION "weighings_weights_truncated"();--> statement-breakpoint
-- A new animal takes the weighings already under its brinco or EID; one whose brinco or EID
-- changes, those under its new ones.
CREATE FUNCTION "animals_weights_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recompute_animal_weights"(array_agg(n."farm_id"), array_agg(n."id")) FROM new_rows n
  WHERE EXISTS (SELECT 1 FROM "weighings" w WHERE w."farm_id" = n."farm_id" AND w."animal_id" = n."tag")
     OR EXISTS (SELECT 1 FROM "weighings" w WHERE w."farm_id" = n."farm_id" AND w."animal_id" = n."eid");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "animals_weights_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recompute_animal_weights"(ARRAY[NEW."farm_id"], ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_weights_insert" AFTER INSERT ON "animals"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animals_weights_inserted"();--> statement-breakpoint
CREATE TRIGGER "animals_weights_rename" AFTER UPDATE OF "tag", "eid" ON "animals"
FOR EACH ROW WHEN (OLD."tag" IS DISTINCT FROM NEW."tag" OR OLD."eid" IS DISTINCT FROM NEW."eid")
EXECUTE FUNCTION "animals_weights_renamed"();--> statement-breakpoint
-- The animals already there (the migration runs alone).
INSERT INTO "animal_weights" ("farm_id", "animal_id", "dates", "kgs")
SELECT w."farm_id", w."id",
  array_agg(w."weighing_date" ORDER BY w."weighing_date", w."created_at", w."wid"),
  array_agg(w."weight"::float8 ORDER BY w."weighing_date", w."created_at", w."wid")
FROM (
  SELECT an."farm_id", an."id", w."weighing_date", w."created_at", w."id" AS wid, w."weight"
  FROM "animals" an JOIN "weighings" w ON w."farm_id" = an."farm_id" AND w."animal_id" = an."tag"
  UNION ALL
  SELECT an."farm_id", an."id", w."weighing_date", w."created_at", w."id", w."weight"
  FROM "animals" an JOIN "weighings" w ON w."farm_id" = an."farm_id" AND w."animal_id" = an."eid"
  WHERE an."eid" <> an."tag"
) w
GROUP BY w."farm_id", w."id";
