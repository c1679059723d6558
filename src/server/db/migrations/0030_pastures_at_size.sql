DROP INDEX "paddock_stays_farm_paddock_idx";--> statement-breakpoint
DROP INDEX "paddock_stays_farm_left_idx";--> statement-breakpoint
DROP INDEX "paddock_stays_farm_move_idx";--> statement-breakpoint
CREATE INDEX "paddock_stays_farm_move_idx" ON "paddock_stays" USING btree ("farm_id","move_id","left_on");--> statement-breakpoint
-- The stays on a day (issue 42 item 8: a farm's UA/ha on any date, the paddocks' figures): a
-- stay's days as a range, per farm, so a day a year back finds its 20,000 stays among 500,000
-- without reading those before or after it. GiST takes the farm's text with btree_gist; a server
-- without it (or without the right to add it) reads the farm's stays instead, slower on a past day.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gist') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    CREATE INDEX "paddock_stays_farm_during_idx" ON "paddock_stays"
      USING gist ("farm_id", daterange("entered_on", "left_on"));
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'btree_gist not created (no privilege): the stays on a day are read without it';
END;
$$;
