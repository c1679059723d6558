CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_email" text NOT NULL,
	"target_id" text,
	"target_email" text,
	"action" text NOT NULL,
	"detail" text,
	"ip" text,
	CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('reset-password', 'resend-confirmation', 'extend-trial', 'set-subscription'))
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- The audit is append-only: nothing may change or remove what an administrator did.
CREATE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "admin_audit"
FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();
--> statement-breakpoint
-- The admin panel's search by name or e-mail ('%text%') reads a trigram index, not every user.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || "email") gin_trgm_ops);
