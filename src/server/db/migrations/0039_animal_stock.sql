CREATE TABLE "animal_stock" (
	"farm_id" text NOT NULL,
	"animal_id" uuid NOT NULL,
	"paddock_id" uuid,
	"lot_id" uuid,
	"birth_date" date,
	"exit_date" date,
	"since" date NOT NULL,
	"calvings" integer NOT NULL,
	"breeder" boolean NOT NULL,
	"sex" text,
	"status" text NOT NULL,
	"origin" text,
	"category_override" text,
	"daily_gain" double precision,
	"dates" date[],
	"kgs" double precision[],
	CONSTRAINT "animal_stock_pkey" PRIMARY KEY("farm_id","animal_id")
);
--> statement-breakpoint
ALTER TABLE "animal_stock" ADD CONSTRAINT "animal_stock_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_stock" ADD CONSTRAINT "animal_stock_animal_fk" FOREIGN KEY ("farm_id","animal_id") REFERENCES "public"."animals"("farm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "animal_stock_farm_paddock_idx" ON "animal_stock" USING btree ("farm_id","paddock_id") WHERE "animal_stock"."paddock_id" is not null;
--> statement-breakpoint
-- Hand-written from here (decision 082). Each animal's row is written with the animal (statement
-- triggers: one statement per statement on animals, whatever its rows) and its weighings follow
-- animal_weights' rows (kept by 0031/0036's triggers). `since` (animal_stock_since, its one
-- definition) is as the herd's kg reads it: the entry, else the birth, the registration or the
-- day it was created (in Brazil's time).
CREATE FUNCTION "animal_stock_since"(a "animals") RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(a."entry_date", a."birth_date", a."registered_on",
    (a."created_at" AT TIME ZONE 'America/Sao_Paulo')::date)
$$;--> statement-breakpoint
CREATE FUNCTION "animals_stock_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "animal_stock" ("farm_id", "animal_id", "paddock_id", "lot_id", "birth_date",
    "exit_date", "since", "calvings", "breeder", "sex", "status", "origin", "category_override",
    "daily_gain", "dates", "kgs")
  SELECT n."farm_id", n."id", n."paddock_id", n."lot_id", n."birth_date", n."exit_date",
    "animal_stock_since"(n), n."calvings", n."breeder", n."sex", n."status", n."origin",
    n."category_override", h."daily_gain", h."dates", h."kgs"
  FROM new_rows n
  LEFT JOIN "animal_weights" h ON h."farm_id" = n."farm_id" AND h."animal_id" = n."id"
  ON CONFLICT ("farm_id", "animal_id") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "animals_stock_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "animal_stock" s SET "paddock_id" = n."paddock_id", "lot_id" = n."lot_id",
    "birth_date" = n."birth_date", "exit_date" = n."exit_date", "since" = n.since,
    "calvings" = n."calvings", "breeder" = n."breeder", "sex" = n."sex", "status" = n."status",
    "origin" = n."origin", "category_override" = n."category_override"
  FROM (SELECT r.*, "animal_stock_since"(r) AS since FROM new_rows r) n
  WHERE s."farm_id" = n."farm_id" AND s."animal_id" = n."id"
    AND (s."paddock_id", s."lot_id", s."birth_date", s."exit_date", s."since", s."calvings",
      s."breeder", s."sex", s."status", s."origin", s."category_override")
    IS DISTINCT FROM (n."paddock_id", n."lot_id", n."birth_date", n."exit_date", n.since,
      n."calvings", n."breeder", n."sex", n."status", n."origin", n."category_override");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_stock_insert" AFTER INSERT ON "animals"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animals_stock_inserted"();--> statement-breakpoint
CREATE TRIGGER "animals_stock_update" AFTER UPDATE ON "animals"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animals_stock_updated"();--> statement-breakpoint
CREATE FUNCTION "animal_weights_stock_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "animal_stock" s SET "daily_gain" = n."daily_gain", "dates" = n."dates", "kgs" = n."kgs"
  FROM new_rows n
  WHERE s."farm_id" = n."farm_id" AND s."animal_id" = n."animal_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "animal_weights_stock_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "animal_stock" s SET "daily_gain" = NULL, "dates" = NULL, "kgs" = NULL
  FROM old_rows o
  WHERE s."farm_id" = o."farm_id" AND s."animal_id" = o."animal_id"
    AND NOT EXISTS (SELECT 1 FROM "animal_weights" h
      WHERE h."farm_id" = o."farm_id" AND h."animal_id" = o."animal_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animal_weights_stock_insert" AFTER INSERT ON "animal_weights"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animal_weights_stock_written"();--> statement-breakpoint
CREATE TRIGGER "animal_weights_stock_update" AFTER UPDATE ON "animal_weights"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animal_weights_stock_written"();--> statement-breakpoint
CREATE TRIGGER "animal_weights_stock_delete" AFTER DELETE ON "animal_weights"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
EXECUTE FUNCTION "animal_weights_stock_deleted"();--> statement-breakpoint
INSERT INTO "animal_stock" ("farm_id", "animal_id", "paddock_id", "lot_id", "birth_date",
  "exit_date", "since", "calvings", "breeder", "sex", "status", "origin", "category_override",
  "daily_gain", "dates", "kgs")
SELECT a."farm_id", a."id", a."paddock_id", a."lot_id", a."birth_date", a."exit_date",
  "animal_stock_since"(a), a."calvings", a."breeder", a."sex", a."status", a."origin",
  a."category_override", h."daily_gain", h."dates", h."kgs"
FROM "animals" a
LEFT JOIN "animal_weights" h ON h."farm_id" = a."farm_id" AND h."animal_id" = a."id";
--> statement-breakpoint
-- The planner needs the new rows' statistics at once (a year back read 500 ms without).
ANALYZE "animal_stock";
