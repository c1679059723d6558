CREATE TABLE "farm_herd_heads" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"heads" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farm_herd_heads" ADD CONSTRAINT "farm_herd_heads_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (issue 25, decision 042). farm_herd_heads is moved by statement triggers
-- on animals by the difference a statement makes (rows counted after minus before: active and of
-- known sex), so concurrent writers each add their own difference and the sum stays exact without
-- a lock (the row's update waits for the other writer's commit). A farm being deleted (its
-- animals go by cascade) is no longer visible, and is skipped.
CREATE FUNCTION "add_farm_herd_heads"(farm_ids text[], changes int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "farm_herd_heads" AS t ("farm_id", "heads")
  SELECT u.f, sum(u.n)::int
  FROM unnest(farm_ids, changes) AS u(f, n)
  WHERE EXISTS (SELECT 1 FROM "farms" x WHERE x."id" = u.f)
  GROUP BY u.f
  HAVING sum(u.n) <> 0
  ORDER BY u.f
  ON CONFLICT ("farm_id") DO UPDATE SET "heads" = t."heads" + excluded."heads";
$$;--> statement-breakpoint
CREATE FUNCTION "animals_heads_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_farm_herd_heads"(array_agg("farm_id"), array_agg(1))
  FROM new_rows WHERE "status" = 'active' AND "sex" IS NOT NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "animals_heads_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_farm_herd_heads"(array_agg(k."farm_id"), array_agg(k.n))
  FROM (SELECT "farm_id", 1 AS n FROM new_rows WHERE "status" = 'active' AND "sex" IS NOT NULL
        UNION ALL
        SELECT "farm_id", -1 FROM old_rows WHERE "status" = 'active' AND "sex" IS NOT NULL) k;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "animals_heads_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_farm_herd_heads"(array_agg("farm_id"), array_agg(-1))
  FROM old_rows WHERE "status" = 'active' AND "sex" IS NOT NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "animals_heads_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "farm_herd_heads";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_heads_insert" AFTER INSERT ON "animals"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animals_heads_inserted"();--> statement-breakpoint
CREATE TRIGGER "animals_heads_update" AFTER UPDATE ON "animals"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animals_heads_updated"();--> statement-breakpoint
CREATE TRIGGER "animals_heads_delete" AFTER DELETE ON "animals"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animals_heads_deleted"();--> statement-breakpoint
CREATE TRIGGER "animals_heads_truncate" AFTER TRUNCATE ON "animals"
FOR EACH STATEMENT EXECUTE FUNCTION "animals_heads_truncated"();--> statement-breakpoint
-- The animals already registered (no lock needed: the migration runs alone).
INSERT INTO "farm_herd_heads" ("farm_id", "heads")
SELECT "farm_id", count(*)::int FROM "animals"
WHERE "status" = 'active' AND "sex" IS NOT NULL
GROUP BY "farm_id";
