-- Hand-written (issue 43 item 3, decision 073). An insemination with a cost ('Custo por animal
-- (R$)', `details.cost`, reais to the centavo as a sale's `details.value`) puts the recording's
-- cost in the book as a 'Do rebanho' entry in 'Reprodução', like 0032's sanitary applications:
-- for each recording (group) of `touched`, its inseminations not undone with a cost, summed
-- ('Inseminação (12 animais)'). A natural service carries no cost (decision 073). herd-entries.ts's
-- reproductionEntries is the same rule (migration-0034.test.ts holds the two equal).
CREATE FUNCTION "finance_reproduction_entries"(touched jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  drafts jsonb;
BEGIN
  WITH g AS (
    SELECT * FROM jsonb_to_recordset(touched) AS x("farm_id" text, "group_id" uuid)
  ), costed AS (
    SELECT e."farm_id", e."group_id", e."event_date", e."user_id", e."created_at", e."id",
      e."undone_at",
      CASE WHEN jsonb_typeof(e."details" -> 'cost') = 'number'
        THEN (e."details" ->> 'cost')::numeric END AS "cost"
    FROM g JOIN "reproduction_events" e
      ON e."farm_id" = g."farm_id" AND e."group_id" = g."group_id"
    WHERE e."kind" = 'insemination'
  ), ev AS (
    SELECT c."farm_id", c."group_id", min(c."event_date") AS "day",
      (array_agg(c."user_id" ORDER BY c."created_at", c."id"))[1] AS "author",
      count(*) FILTER (WHERE c."undone_at" IS NULL AND c."cost" > 0) AS "heads",
      round(sum(c."cost") FILTER (WHERE c."undone_at" IS NULL AND c."cost" > 0), 2) AS "value"
    FROM costed c
    GROUP BY 1, 2
  ), d AS (
    SELECT ev."farm_id", 'reproduction' AS "event", ev."group_id", 'expense' AS "type", ev."day",
      left('Inseminação (' || "finance_heads_text"(ev."heads") || ')', 200) AS "description",
      (ev."value" * 100)::bigint AS "cents", 'reproduction' AS "account_key", ev."author"
    FROM ev
    WHERE ev."heads" > 0 AND ev."value" > 0 AND ev."value" <= 999999999.99
  )
  SELECT coalesce(jsonb_agg(to_jsonb(d)), '[]') INTO drafts FROM d;
  PERFORM "finance_sync_herd"(ARRAY['reproduction'], touched, drafts);
END;
$$;--> statement-breakpoint
-- The statement triggers: the recordings whose inseminations carry a cost, before or after the
-- statement (an update sees both, so a cost taken away would reach the book too), of farms still
-- there (a farm being deleted, whose rows go by cascade, is no longer visible, and is skipped).
CREATE FUNCTION "finance_reproduction_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('farm_id', g."farm_id", 'group_id', g."group_id"))
  INTO touched
  FROM (SELECT DISTINCT c."farm_id", c."group_id" FROM changed c
    WHERE c."kind" = 'insemination' AND c."details" ->> 'cost' IS NOT NULL) g
  WHERE EXISTS (SELECT 1 FROM "farms" f WHERE f."id" = g."farm_id");
  IF touched IS NOT NULL THEN PERFORM "finance_reproduction_entries"(touched); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "finance_reproduction_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('farm_id', g."farm_id", 'group_id', g."group_id"))
  INTO touched
  FROM (SELECT c."farm_id", c."group_id" FROM changed c
      WHERE c."kind" = 'insemination' AND c."details" ->> 'cost' IS NOT NULL
    UNION
    SELECT b."farm_id", b."group_id" FROM before_change b
      WHERE b."kind" = 'insemination' AND b."details" ->> 'cost' IS NOT NULL) g
  WHERE EXISTS (SELECT 1 FROM "farms" f WHERE f."id" = g."farm_id");
  IF touched IS NOT NULL THEN PERFORM "finance_reproduction_entries"(touched); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reproduction_events_finance_inserted" AFTER INSERT ON "reproduction_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_reproduction_changed"();--> statement-breakpoint
CREATE TRIGGER "reproduction_events_finance_updated" AFTER UPDATE ON "reproduction_events"
REFERENCING OLD TABLE AS before_change NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "finance_reproduction_updated"();--> statement-breakpoint
CREATE TRIGGER "reproduction_events_finance_deleted" AFTER DELETE ON "reproduction_events"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_reproduction_changed"();--> statement-breakpoint
-- The inseminations with a cost recorded before (none until this migration: the app had no such
-- field; kept for a database that had them from an import).
SELECT "finance_reproduction_entries"(coalesce(jsonb_agg(jsonb_build_object(
  'farm_id', g."farm_id", 'group_id', g."group_id")), '[]'))
FROM (SELECT DISTINCT "farm_id", "group_id" FROM "reproduction_events"
  WHERE "kind" = 'insemination' AND "details" ->> 'cost' IS NOT NULL) g;
