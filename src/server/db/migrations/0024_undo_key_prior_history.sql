ALTER TABLE "animal_events" ADD COLUMN "undo_key" text;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "registered_on" date;--> statement-breakpoint
ALTER TABLE "sanitary_applications" ADD COLUMN "prior_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sanitary_dose_summaries" ADD COLUMN "prior" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "animal_events_farm_undo_key_idx" ON "animal_events" USING btree ("farm_id","undo_key") WHERE "animal_events"."undo_key" is not null;--> statement-breakpoint
-- Hand-written from here (decision 063): the dose summaries say whether a dose marked 'Antes do
-- cadastro' (prior_history) is among the animal's doses of the product, so a protocol's booster
-- is not asked after it (it stands for the first doses). Otherwise as migration 0019.
CREATE OR REPLACE FUNCTION "sanitary_applications_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sanitary_dose_summaries" AS s ("farm_id", "animal_id", "product_id", "doses", "first_on", "last_on", "prior")
  SELECT "farm_id", "animal_id", "product_id", count(*), min("applied_on"), max("applied_on"),
    bool_or("prior_history")
  FROM changed WHERE "undone_at" IS NULL
  GROUP BY "farm_id", "animal_id", "product_id"
  ON CONFLICT ("farm_id", "product_id", "animal_id") DO UPDATE
  SET "doses" = s."doses" + excluded."doses", "first_on" = least(s."first_on", excluded."first_on"),
      "last_on" = greatest(s."last_on", excluded."last_on"), "prior" = s."prior" OR excluded."prior";
  UPDATE "animals" an
  SET "withdrawal_until" = greatest(an."withdrawal_until", w."until")
  FROM (
    SELECT "farm_id", "animal_id", max("withdrawal_until") AS "until" FROM changed
    WHERE "undone_at" IS NULL AND "withdrawal_until" IS NOT NULL
    GROUP BY "farm_id", "animal_id"
  ) w
  WHERE an."farm_id" = w."farm_id" AND an."id" = w."animal_id"
    AND an."withdrawal_until" IS DISTINCT FROM greatest(an."withdrawal_until", w."until");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sanitary_applications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sanitary_dose_summaries" s
  USING (SELECT DISTINCT "farm_id", "animal_id", "product_id" FROM changed) t
  WHERE s."farm_id" = t."farm_id" AND s."animal_id" = t."animal_id"
    AND s."product_id" = t."product_id";
  INSERT INTO "sanitary_dose_summaries" ("farm_id", "animal_id", "product_id", "doses", "first_on", "last_on", "prior")
  SELECT t."farm_id", t."animal_id", t."product_id", x."doses", x."first_on", x."last_on", x."prior"
  FROM (SELECT DISTINCT "farm_id", "animal_id", "product_id" FROM changed) t
  CROSS JOIN LATERAL (
    SELECT count(*) AS "doses", min(a."applied_on") AS "first_on", max(a."applied_on") AS "last_on",
      coalesce(bool_or(a."prior_history"), false) AS "prior"
    FROM "sanitary_applications" a
    WHERE a."farm_id" = t."farm_id" AND a."animal_id" = t."animal_id"
      AND a."product_id" = t."product_id" AND a."undone_at" IS NULL
  ) x
  WHERE x."doses" > 0;
  UPDATE "animals" an SET "withdrawal_until" = w."until"
  FROM (
    SELECT t."farm_id", t."animal_id", (
      SELECT max(a."withdrawal_until") FROM "sanitary_applications" a
      WHERE a."farm_id" = t."farm_id" AND a."animal_id" = t."animal_id" AND a."undone_at" IS NULL
    ) AS "until"
    FROM (SELECT DISTINCT "farm_id", "animal_id" FROM changed) t
  ) w
  WHERE an."farm_id" = w."farm_id" AND an."id" = w."animal_id"
    AND an."withdrawal_until" IS DISTINCT FROM w."until";
  RETURN NULL;
END;
$$;
