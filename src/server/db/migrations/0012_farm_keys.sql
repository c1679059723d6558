-- Every record table keyed by farm: primary key (farm_id, id), and the weighing-to-lot link
-- within one farm, so a distributed PostgreSQL (Citus) can shard by farm_id (decision 023).
-- Keys change, rows do not: every row is kept as it is.
ALTER TABLE "weighings" DROP CONSTRAINT "weighings_batch_id_lots_id_fk";--> statement-breakpoint
DROP INDEX "weighings_batch_idx";--> statement-breakpoint
ALTER TABLE "result_calculations" DROP CONSTRAINT "result_calculations_pkey";--> statement-breakpoint
ALTER TABLE "result_calculations" ADD CONSTRAINT "result_calculations_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
ALTER TABLE "annual_results" DROP CONSTRAINT "annual_results_pkey";--> statement-breakpoint
ALTER TABLE "annual_results" ADD CONSTRAINT "annual_results_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
ALTER TABLE "budget_planning" DROP CONSTRAINT "budget_planning_pkey";--> statement-breakpoint
ALTER TABLE "budget_planning" ADD CONSTRAINT "budget_planning_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
ALTER TABLE "inventory" DROP CONSTRAINT "inventory_pkey";--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
ALTER TABLE "lots" DROP CONSTRAINT "lots_pkey";--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
ALTER TABLE "monthly_control" DROP CONSTRAINT "monthly_control_pkey";--> statement-breakpoint
ALTER TABLE "monthly_control" ADD CONSTRAINT "monthly_control_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
ALTER TABLE "weighings" DROP CONSTRAINT "weighings_pkey";--> statement-breakpoint
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_pkey" PRIMARY KEY("farm_id","id");--> statement-breakpoint
-- Deleting a lot clears the weighing's batch_id only, never its farm_id (PostgreSQL 15+).
ALTER TABLE "weighings" ADD CONSTRAINT "weighings_batch_id_lots_id_fk" FOREIGN KEY ("farm_id","batch_id") REFERENCES "public"."lots"("farm_id","id") ON DELETE SET NULL ("batch_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weighings_batch_idx" ON "weighings" USING btree ("farm_id","batch_id");
