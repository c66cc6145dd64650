CREATE TABLE "daily_run_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_run_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_reason" varchar(300) NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_run_checks" ADD CONSTRAINT "daily_run_checks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_run_checks_uq" ON "daily_run_checks" USING btree ("service_id","run_date");