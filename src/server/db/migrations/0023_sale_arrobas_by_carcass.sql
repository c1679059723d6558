ALTER TABLE "farms" ADD COLUMN "carcass_yield" numeric(4, 1);--> statement-breakpoint
CREATE INDEX "animal_events_unpriced_idx" ON "animal_events" USING btree ("farm_id","event_date") WHERE "animal_events"."kind" in ('sale', 'purchase') and "animal_events"."undone_at" is null and ("animal_events"."details" ->> 'price') is null;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_carcass_yield_check" CHECK ("farms"."carcass_yield" is null or "farms"."carcass_yield" between 40 and 70);--> statement-breakpoint
-- Issue 39 item 2 (decision 060): an arroba is 15 kg of CARCASS. Sales by the arroba were valued
-- at live kg ÷ 15 × price, about twice what a frigorífico pays. Each one stored with a price and a
-- weight is valued again at 52 % of carcass yield (the sale's default until a farm sets its own),
-- keeping the price per arroba and the weight the producer typed, and recording the yield used;
-- purchases by the arroba at the reposição trade's arroba, live kg ÷ 30 (yield 50 %). Undone
-- events too, so the events file agrees with itself. The rule is valuePerHead() in
-- src/domain/herd/pricing.ts (migration-0023.test.ts checks both agree).
UPDATE "animal_events" SET "details" = "details" || jsonb_build_object(
    'carcassYield', y.yield,
    'value', round(("details" ->> 'weight')::numeric * y.yield / 100 / 15
      * ("details" ->> 'price')::numeric, 2))
  FROM (VALUES ('sale', 52), ('purchase', 50)) AS y(kind, yield)
  WHERE "animal_events"."kind" = y.kind
    AND "details" ->> 'priceKind' = 'arroba'
    AND jsonb_typeof("details" -> 'price') = 'number'
    AND jsonb_typeof("details" -> 'weight') = 'number'
    AND NOT "details" ? 'carcassYield';
