CREATE TABLE "finance_accounts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"key" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"account_group" text NOT NULL,
	"position" integer,
	"archived_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_accounts_pkey" PRIMARY KEY("farm_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"lot_id" uuid,
	"paddock_id" uuid,
	"status" text NOT NULL,
	"due_date" date,
	"settled_on" date,
	"cash_on" date GENERATED ALWAYS AS (coalesce(settled_on, due_date)) STORED,
	"source" text NOT NULL,
	"herd_event" text,
	"herd_event_id" uuid,
	"instalment_group" uuid,
	"instalment_number" integer DEFAULT 1 NOT NULL,
	"instalment_count" integer DEFAULT 1 NOT NULL,
	"bank_key" text,
	"bank_account_key" text,
	"reconciled_entry_id" uuid,
	"to_review" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	"undone_by" text,
	CONSTRAINT "finance_entries_pkey" PRIMARY KEY("farm_id","id"),
	CONSTRAINT "finance_entries_amount_check" CHECK ("finance_entries"."amount_cents" between 1 and 99999999999),
	CONSTRAINT "finance_entries_type_check" CHECK ("finance_entries"."type" in ('income', 'expense')),
	CONSTRAINT "finance_entries_status_check" CHECK (("finance_entries"."status" = 'realized' and "finance_entries"."settled_on" is not null and "finance_entries"."due_date" is null)
        or ("finance_entries"."status" = 'planned' and "finance_entries"."due_date" is not null and "finance_entries"."settled_on" is null)),
	CONSTRAINT "finance_entries_source_check" CHECK ("finance_entries"."source" in ('manual', 'herd', 'bank')),
	CONSTRAINT "finance_entries_cost_center_check" CHECK ("finance_entries"."lot_id" is null or "finance_entries"."paddock_id" is null)
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"farm_id" text PRIMARY KEY NOT NULL,
	"funrural_rate" numeric(4, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_accounts" ADD CONSTRAINT "finance_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_account_fk" FOREIGN KEY ("farm_id","account_id") REFERENCES "public"."finance_accounts"("farm_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_lot_fk" FOREIGN KEY ("farm_id","lot_id") REFERENCES "public"."lots"("farm_id","id") ON DELETE SET NULL ("lot_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_paddock_fk" FOREIGN KEY ("farm_id","paddock_id") REFERENCES "public"."paddocks"("farm_id","id") ON DELETE SET NULL ("paddock_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_reconciled_fk" FOREIGN KEY ("farm_id","reconciled_entry_id") REFERENCES "public"."finance_entries"("farm_id","id") ON DELETE SET NULL ("reconciled_entry_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_farm_idempotency_key" ON "finance_accounts" USING btree ("farm_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_farm_key_key" ON "finance_accounts" USING btree ("farm_id","key") WHERE "finance_accounts"."key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_farm_name_key" ON "finance_accounts" USING btree ("farm_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_entries_farm_idempotency_key" ON "finance_entries" USING btree ("farm_id","idempotency_key","instalment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_entries_farm_herd_key" ON "finance_entries" USING btree ("farm_id","herd_event","herd_event_id") WHERE "finance_entries"."herd_event" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_entries_farm_bank_key" ON "finance_entries" USING btree ("farm_id","bank_account_key","bank_key") WHERE "finance_entries"."bank_key" is not null;--> statement-breakpoint
CREATE INDEX "finance_entries_farm_date_idx" ON "finance_entries" USING btree ("farm_id","entry_date","created_at","id") WHERE "finance_entries"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "finance_entries_farm_cash_idx" ON "finance_entries" USING btree ("farm_id","cash_on","status","type","account_id","amount_cents") WHERE "finance_entries"."undone_at" is null and "finance_entries"."reconciled_entry_id" is null;--> statement-breakpoint
CREATE INDEX "finance_entries_farm_account_idx" ON "finance_entries" USING btree ("farm_id","account_id");--> statement-breakpoint
CREATE INDEX "finance_entries_farm_lot_idx" ON "finance_entries" USING btree ("farm_id","lot_id") WHERE "finance_entries"."lot_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_entries_farm_paddock_idx" ON "finance_entries" USING btree ("farm_id","paddock_id") WHERE "finance_entries"."paddock_id" is not null;--> statement-breakpoint
CREATE INDEX "finance_entries_farm_instalments_idx" ON "finance_entries" USING btree ("farm_id","instalment_group") WHERE "finance_entries"."instalment_group" is not null;--> statement-breakpoint
CREATE INDEX "finance_entries_farm_reconciled_idx" ON "finance_entries" USING btree ("farm_id","reconciled_entry_id") WHERE "finance_entries"."reconciled_entry_id" is not null;--> statement-breakpoint
-- Hand-written from here (issue 43, decision 072). The plano de contas a farm starts with (the
-- domain's SEED_ACCOUNTS, in its order; finance-sql.test.ts holds the two equal), written the
-- first time the farm needs it: its first read of the accounts, its first entry, or the first
-- herd event with a price. A second call changes nothing.
CREATE FUNCTION "finance_seed_accounts"(farm text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "finance_accounts" ("farm_id", "key", "name", "kind", "account_group", "position")
  SELECT farm, s."key", s."name", s."kind", s."grp", s."pos"
  FROM (VALUES
    ('animal-sales', 'Venda de animais', 'income', 'revenue', 1),
    ('milk-sales', 'Venda de leite', 'income', 'revenue', 2),
    ('lease-received', 'Arrendamento recebido', 'income', 'revenue', 3),
    ('other-income', 'Outras receitas', 'income', 'revenue', 4),
    ('funrural', 'Funrural', 'expense', 'deduction', 5),
    ('animal-purchases', 'Compra de animais', 'expense', 'restocking', 6),
    ('feed', 'Suplementação e ração', 'expense', 'coe', 7),
    ('animal-health', 'Sanidade', 'expense', 'coe', 8),
    ('reproduction', 'Reprodução', 'expense', 'coe', 9),
    ('labour', 'Mão de obra', 'expense', 'coe', 10),
    ('fuel', 'Combustível e lubrificantes', 'expense', 'coe', 11),
    ('maintenance', 'Manutenção', 'expense', 'coe', 12),
    ('energy', 'Energia', 'expense', 'coe', 13),
    ('lease', 'Arrendamento', 'expense', 'coe', 14),
    ('taxes', 'Impostos e taxas', 'expense', 'coe', 15),
    ('freight', 'Frete', 'expense', 'coe', 16),
    ('other-expenses', 'Outras despesas', 'expense', 'coe', 17),
    ('machinery-improvements', 'Máquinas e benfeitorias', 'investment', 'investment', 18)
  ) AS s("key", "name", "kind", "grp", "pos")
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- '1 animal', '1.234 animais' (herd-entries.ts's wording).
CREATE FUNCTION "finance_heads_text"(heads bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN heads = 1 THEN '1 animal'
    ELSE replace(to_char(heads, 'FM999,999,999,990'), ',', '.') || ' animais' END;
$$;--> statement-breakpoint
-- The 'Do rebanho' entries of the events `touched` ([{farm_id, group_id}]) as `drafts` says they
-- are now (one per event and kind: the entry's key), written over what the book had: a draft
-- new or changed is upserted on the key (undone ones come back); an entry of those events
-- with no draft any more (the event undone, or its price gone) is undone, and a bank line
-- reconciled with it goes back to 'A conferir'. A reconciled entry keeps the bank's day.
CREATE FUNCTION "finance_sync_herd"(kinds text[], touched jsonb, drafts jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "finance_seed_accounts"(f."farm_id")
  FROM (SELECT DISTINCT x."farm_id" FROM jsonb_to_recordset(drafts) AS x("farm_id" text)) f;
  WITH d AS (
    SELECT * FROM jsonb_to_recordset(drafts) AS x("farm_id" text, "event" text, "group_id" uuid,
      "type" text, "day" date, "description" text, "cents" bigint, "account_key" text, "author" text)
  )
  INSERT INTO "finance_entries" AS fe ("farm_id", "user_id", "type", "entry_date", "description",
    "amount_cents", "account_id", "status", "settled_on", "source", "herd_event", "herd_event_id")
  SELECT d."farm_id", d."author", d."type", d."day", d."description", d."cents", a."id",
    'realized', d."day", 'herd', d."event", d."group_id"
  FROM d JOIN "finance_accounts" a ON a."farm_id" = d."farm_id" AND a."key" = d."account_key"
  ON CONFLICT ("farm_id", "herd_event", "herd_event_id") WHERE "herd_event" IS NOT NULL DO UPDATE SET
    "type" = excluded."type", "entry_date" = excluded."entry_date",
    "description" = excluded."description", "amount_cents" = excluded."amount_cents",
    "settled_on" = CASE WHEN fe."undone_at" IS NULL AND fe."settled_on" <> fe."entry_date"
      THEN fe."settled_on" ELSE excluded."settled_on" END,
    "undone_at" = NULL, "undo_reason" = NULL, "undone_by" = NULL, "updated_at" = now()
  WHERE fe."undone_at" IS NOT NULL OR fe."amount_cents" <> excluded."amount_cents"
    OR fe."description" <> excluded."description" OR fe."entry_date" <> excluded."entry_date";
  WITH t AS (
    SELECT * FROM jsonb_to_recordset(touched) AS x("farm_id" text, "group_id" uuid)
  ), d AS (
    SELECT * FROM jsonb_to_recordset(drafts) AS x("farm_id" text, "event" text, "group_id" uuid)
  ), gone AS (
    UPDATE "finance_entries" fe
    SET "undone_at" = now(), "undo_reason" = 'Desfeito no rebanho', "updated_at" = now()
    FROM t
    WHERE fe."farm_id" = t."farm_id" AND fe."herd_event_id" = t."group_id"
      AND fe."herd_event" = ANY(kinds) AND fe."undone_at" IS NULL
      AND NOT EXISTS (SELECT 1 FROM d WHERE d."farm_id" = fe."farm_id"
        AND d."group_id" = fe."herd_event_id" AND d."event" = fe."herd_event")
    RETURNING fe."farm_id", fe."id"
  )
  UPDATE "finance_entries" b
  SET "reconciled_entry_id" = NULL, "to_review" = true, "updated_at" = now()
  FROM gone WHERE b."farm_id" = gone."farm_id" AND b."reconciled_entry_id" = gone."id";
END;
$$;--> statement-breakpoint
-- A sale or purchase with a price (issue 43 item 3), for each event of `touched`: its animals
-- not undone, their values summed ('Venda de 12 animais — Comprador', 'Compra de …'); a
-- frigorífico's sale (its buyer says 'frigor…', or it has the romaneio's carcass weight) carries
-- the farm's Funrural (1,5 % until it sets its own) as a second entry. herd-entries.ts is the
-- same rule (finance-herd.test.ts holds the two equal).
CREATE FUNCTION "finance_herd_event_entries"(touched jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  drafts jsonb;
BEGIN
  WITH g AS (
    SELECT * FROM jsonb_to_recordset(touched) AS x("farm_id" text, "group_id" uuid)
  ), ev AS (
    SELECT g."farm_id", g."group_id", min(e."kind") AS "kind", min(e."event_date") AS "day",
      (array_agg(e."user_id" ORDER BY e."created_at", e."id"))[1] AS "author",
      count(*) FILTER (WHERE e."undone_at" IS NULL) AS "heads",
      round(sum((e."details" ->> 'value')::numeric) FILTER (WHERE e."undone_at" IS NULL), 2) AS "value",
      min(nullif(btrim(e."details" ->> 'buyer'), '')) AS "buyer",
      min(nullif(btrim(e."details" ->> 'seller'), '')) AS "seller",
      bool_or(e."details" ->> 'carcassWeight' IS NOT NULL) AS "romaneio"
    FROM g JOIN "animal_events" e ON e."farm_id" = g."farm_id" AND e."group_id" = g."group_id"
    WHERE e."kind" IN ('sale', 'purchase')
    GROUP BY 1, 2
  ), priced AS (
    SELECT ev.*, (ev."value" * 100)::bigint AS "cents",
      coalesce((SELECT s."funrural_rate" FROM "finance_settings" s
        WHERE s."farm_id" = ev."farm_id"), 1.5) AS "rate"
    FROM ev WHERE ev."heads" > 0 AND ev."value" > 0 AND ev."value" <= 999999999.99
  ), d AS (
    SELECT "farm_id", "kind" AS "event", "group_id",
      CASE "kind" WHEN 'sale' THEN 'income' ELSE 'expense' END AS "type", "day",
      left(CASE "kind" WHEN 'sale' THEN 'Venda de ' ELSE 'Compra de ' END
        || "finance_heads_text"("heads")
        || coalesce(' — ' || CASE "kind" WHEN 'sale' THEN "buyer" ELSE "seller" END, ''), 200)
        AS "description",
      "cents", CASE "kind" WHEN 'sale' THEN 'animal-sales' ELSE 'animal-purchases' END
        AS "account_key",
      "author"
    FROM priced
    UNION ALL
    SELECT "farm_id", 'funrural', "group_id", 'expense', "day",
      left('Funrural (' || replace(trim_scale("rate")::text, '.', ',') || '%) da venda de '
        || "finance_heads_text"("heads"), 200),
      round("cents" * "rate" / 100)::bigint, 'funrural', "author"
    FROM priced
    WHERE "kind" = 'sale' AND "rate" > 0 AND ("buyer" ~* 'frigor' OR "romaneio")
      AND round("cents" * "rate" / 100) > 0
  )
  SELECT coalesce(jsonb_agg(to_jsonb(d)), '[]') INTO drafts FROM d;
  PERFORM "finance_sync_herd"(ARRAY['sale', 'purchase', 'funrural'], touched, drafts);
END;
$$;--> statement-breakpoint
-- A sanitary application with a cost, for each recording of `touched`: its doses not undone
-- (none 'Antes do cadastro'), their costs summed, in 'Sanidade' ('Ivermectina 1% (12 animais)').
CREATE FUNCTION "finance_sanitary_entries"(touched jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  drafts jsonb;
BEGIN
  WITH g AS (
    SELECT * FROM jsonb_to_recordset(touched) AS x("farm_id" text, "group_id" uuid)
  ), ev AS (
    SELECT g."farm_id", g."group_id", min(a."applied_on") AS "day",
      (array_agg(a."user_id" ORDER BY a."created_at", a."id"))[1] AS "author",
      (array_agg(a."product_id"))[1] AS "product_id",
      count(*) FILTER (WHERE a."undone_at" IS NULL AND NOT a."prior_history") AS "heads",
      round(sum(a."cost") FILTER (WHERE a."undone_at" IS NULL AND NOT a."prior_history"), 2)
        AS "value"
    FROM g JOIN "sanitary_applications" a
      ON a."farm_id" = g."farm_id" AND a."group_id" = g."group_id"
    GROUP BY 1, 2
  ), d AS (
    SELECT ev."farm_id", 'sanitary' AS "event", ev."group_id", 'expense' AS "type", ev."day",
      left(p."name" || ' (' || "finance_heads_text"(ev."heads") || ')', 200) AS "description",
      (ev."value" * 100)::bigint AS "cents", 'animal-health' AS "account_key", ev."author"
    FROM ev JOIN "sanitary_products" p ON p."farm_id" = ev."farm_id" AND p."id" = ev."product_id"
    WHERE ev."heads" > 0 AND ev."value" > 0 AND ev."value" <= 999999999.99
  )
  SELECT coalesce(jsonb_agg(to_jsonb(d)), '[]') INTO drafts FROM d;
  PERFORM "finance_sync_herd"(ARRAY['sanitary'], touched, drafts);
END;
$$;--> statement-breakpoint
-- The statement triggers: the events (groups) a statement touched, of farms still there (a farm
-- being deleted, whose rows go by cascade, is no longer visible, and is skipped).
CREATE FUNCTION "finance_herd_events_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed WHERE "kind" IN ('sale', 'purchase')) THEN RETURN NULL; END IF;
  PERFORM "finance_herd_event_entries"(coalesce(jsonb_agg(jsonb_build_object(
    'farm_id', g."farm_id", 'group_id', g."group_id")), '[]'))
  FROM (SELECT DISTINCT c."farm_id", c."group_id" FROM changed c
    WHERE c."kind" IN ('sale', 'purchase')
      AND EXISTS (SELECT 1 FROM "farms" f WHERE f."id" = c."farm_id")) g;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "finance_sanitary_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed WHERE "cost" IS NOT NULL) THEN RETURN NULL; END IF;
  PERFORM "finance_sanitary_entries"(coalesce(jsonb_agg(jsonb_build_object(
    'farm_id', g."farm_id", 'group_id', g."group_id")), '[]'))
  FROM (SELECT DISTINCT c."farm_id", c."group_id" FROM changed c
    WHERE c."cost" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "farms" f WHERE f."id" = c."farm_id")) g;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animal_events_finance_inserted" AFTER INSERT ON "animal_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_herd_events_changed"();--> statement-breakpoint
CREATE TRIGGER "animal_events_finance_updated" AFTER UPDATE ON "animal_events"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_herd_events_changed"();--> statement-breakpoint
CREATE TRIGGER "animal_events_finance_deleted" AFTER DELETE ON "animal_events"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_herd_events_changed"();--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_finance_inserted" AFTER INSERT ON "sanitary_applications"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_sanitary_changed"();--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_finance_updated" AFTER UPDATE ON "sanitary_applications"
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_sanitary_changed"();--> statement-breakpoint
CREATE TRIGGER "sanitary_applications_finance_deleted" AFTER DELETE ON "sanitary_applications"
REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "finance_sanitary_changed"();--> statement-breakpoint
-- The sales, purchases and applications with a price the farms recorded before: in their books.
SELECT "finance_herd_event_entries"(coalesce(jsonb_agg(jsonb_build_object(
  'farm_id', g."farm_id", 'group_id', g."group_id")), '[]'))
FROM (SELECT DISTINCT "farm_id", "group_id" FROM "animal_events"
  WHERE "kind" IN ('sale', 'purchase') AND ("details" ->> 'value') IS NOT NULL) g;--> statement-breakpoint
SELECT "finance_sanitary_entries"(coalesce(jsonb_agg(jsonb_build_object(
  'farm_id', g."farm_id", 'group_id', g."group_id")), '[]'))
FROM (SELECT DISTINCT "farm_id", "group_id" FROM "sanitary_applications"
  WHERE "cost" IS NOT NULL) g;
