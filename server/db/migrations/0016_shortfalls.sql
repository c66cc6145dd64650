CREATE TABLE "shortfalls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shortfalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ordered" integer NOT NULL,
	"delivered" integer NOT NULL,
	"missing" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"refund_id" integer,
	"resend_task_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" varchar(300),
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shortfall_action" text DEFAULT 'REFUND_POINT' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shortfall_panel_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shortfall_panel_service_id" varchar(40);--> statement-breakpoint
ALTER TABLE "shortfalls" ADD CONSTRAINT "shortfalls_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortfalls" ADD CONSTRAINT "shortfalls_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shortfalls_open_uq" ON "shortfalls" USING btree ("service_id") WHERE "shortfalls"."status" in ('OPEN', 'REVIEW', 'REFUNDING');--> statement-breakpoint
CREATE INDEX "shortfalls_service_idx" ON "shortfalls" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "shortfalls_status_idx" ON "shortfalls" USING btree ("status","lease_until");