CREATE TABLE "coupon_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"issued_by" integer,
	"member_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_member_id" integer,
	"actor_role" text NOT NULL,
	"kind" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64),
	"summary" varchar(200) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_mfa" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "admin_role" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "validity_days" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_channel_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_product_type_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_member_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "welcome" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "issue_id" integer;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "actor_member_id" integer;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "request_key" varchar(64);--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_mfa" ADD CONSTRAINT "operator_mfa_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_issues_request_key_uq" ON "coupon_issues" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_member_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_kind_idx" ON "audit_logs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_member_idx" ON "operator_recovery_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_request_key_uq" ON "point_ledger" USING btree ("request_key") WHERE "point_ledger"."request_key" is not null;--> statement-breakpoint
UPDATE "members" SET "admin_role" = 'OWNER' WHERE "role" = 'ADMIN' AND "admin_role" IS NULL;--> statement-breakpoint
UPDATE "member_coupons" mc SET "expires_at" = c."ends_at" FROM "coupons" c WHERE c."id" = mc."coupon_id" AND mc."expires_at" IS NULL;
