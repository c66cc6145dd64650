ALTER TABLE "cash_receipts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_receipts" ADD COLUMN "cancel_requested_at" timestamp with time zone;