CREATE TABLE "annual_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"year" integer NOT NULL,
	"initial_inventory" integer NOT NULL,
	"total_purchases" integer NOT NULL,
	"total_sales" integer NOT NULL,
	"total_deaths" integer NOT NULL,
	"total_investment" numeric NOT NULL,
	"total_revenue" numeric NOT NULL,
	"total_costs" numeric NOT NULL,
	"final_inventory" integer NOT NULL,
	"net_profit" numeric NOT NULL,
	"gross_margin" numeric,
	"roi_percent" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_planning" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"planning_name" text NOT NULL,
	"period_months" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"estimated_purchase_price" numeric NOT NULL,
	"estimated_sale_price" numeric NOT NULL,
	"monthly_supplement_cost" numeric NOT NULL,
	"monthly_rent_cost" numeric NOT NULL,
	"monthly_labor_cost" numeric NOT NULL,
	"other_monthly_costs" numeric NOT NULL,
	"total_investment" numeric NOT NULL,
	"estimated_profit" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"average_weight" numeric NOT NULL,
	"average_value" numeric NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_control" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"month_year" date NOT NULL,
	"initial_quantity" integer NOT NULL,
	"purchases" integer NOT NULL,
	"sales" integer NOT NULL,
	"deaths" integer NOT NULL,
	"total_costs" numeric NOT NULL,
	"total_revenue" numeric NOT NULL,
	"final_quantity" integer NOT NULL,
	"net_profit" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weighings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"animal_id" text NOT NULL,
	"weighing_date" date NOT NULL,
	"weight" numeric NOT NULL,
	"notes" text,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annual_results" ADD CONSTRAINT "annual_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_planning" ADD CONSTRAINT "budget_planning_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_control" ADD CONSTRAINT "monthly_control_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "annual_results_user_year_key" ON "annual_results" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "budget_planning_user_created_idx" ON "budget_planning" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_user_created_idx" ON "inventory" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_control_user_month_key" ON "monthly_control" USING btree ("user_id","month_year");--> statement-breakpoint
CREATE INDEX "weighings_user_date_idx" ON "weighings" USING btree ("user_id","weighing_date","created_at");--> statement-breakpoint
CREATE INDEX "weighings_user_animal_date_idx" ON "weighings" USING btree ("user_id","animal_id","weighing_date","created_at");