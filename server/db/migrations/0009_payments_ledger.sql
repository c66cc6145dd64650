CREATE TABLE "cash_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"type" text NOT NULL,
	"identity_number" varchar(20) NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"amount" integer,
	"receipt_key" varchar(100),
	"issue_number" varchar(40),
	"receipt_url" text,
	"failure_message" varchar(300),
	"issued_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"method" text NOT NULL,
	"payment_key" varchar(200) NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decided_by" text,
	"gateway_code" varchar(60),
	"message" varchar(300),
	"started_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"check_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"order_id" varchar(64),
	"payment_key" varchar(200),
	"gateway_status" varchar(30),
	"purchase_id" integer,
	"body" jsonb,
	"outcome" text NOT NULL,
	"message" varchar(300),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"to" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" varchar(200) NOT NULL,
	"requested_by" integer,
	"bank_code" varchar(10),
	"account_number" varchar(40),
	"holder_name" varchar(40),
	"gateway_code" varchar(60),
	"message" varchar(300),
	"transferred_on" date,
	"done_by" integer,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_cash_receipts" (
	"receipt_key" varchar(100) PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"type" varchar(10) NOT NULL,
	"identity_number" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"issue_number" varchar(40) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"payment_key" varchar(200) PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"order_name" varchar(100) DEFAULT '' NOT NULL,
	"method" varchar(20) NOT NULL,
	"easy_pay_provider" varchar(20),
	"status" varchar(30) NOT NULL,
	"total_amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"virtual_account" jsonb,
	"secret" varchar(100),
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_requests" (
	"idempotency_key" varchar(200) PRIMARY KEY NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "virtual_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"payment_key" varchar(200) NOT NULL,
	"bank_code" varchar(10) NOT NULL,
	"account_number" varchar(40) NOT NULL,
	"holder_name" varchar(60) NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"secret_hash" varchar(64),
	"status" text DEFAULT 'WAITING_FOR_DEPOSIT' NOT NULL,
	"deposited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "easy_pay_provider" text;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_receipts_purchase_uq" ON "cash_receipts" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "cash_receipts_status_idx" ON "cash_receipts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_payment_key_uq" ON "payment_attempts" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_open_uq" ON "payment_attempts" USING btree ("purchase_id") WHERE "payment_attempts"."status" in ('OPEN', 'CANCEL_PENDING');--> statement-breakpoint
CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_purchase_idx" ON "payment_attempts" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_received_idx" ON "payment_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_order_idx" ON "payment_webhook_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_refunds_sequence_uq" ON "purchase_refunds" USING btree ("purchase_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_refunds_pending_uq" ON "purchase_refunds" USING btree ("purchase_id") WHERE "purchase_refunds"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "purchase_refunds_status_idx" ON "purchase_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "test_gateway_payments_order_idx" ON "test_gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "test_gateway_payments_approved_idx" ON "test_gateway_payments" USING btree ("approved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_purchase_uq" ON "virtual_accounts" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_payment_key_uq" ON "virtual_accounts" USING btree ("payment_key");