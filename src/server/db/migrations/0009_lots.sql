CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"initial_weight" numeric NOT NULL,
	"final_weight" numeric,
	"purchase_price" numeric NOT NULL,
	"purchase_date" date NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_farm_created_idx" ON "lots" USING btree ("farm_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_batch_id_lots_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weighings_batch_idx" ON "weighings" USING btree ("batch_id");