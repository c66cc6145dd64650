CREATE TABLE "mail_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"email_hash" varchar(64) NOT NULL,
	"address" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_mfa" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_requests_email_idx" ON "mail_requests" USING btree ("purpose","email_hash","created_at");--> statement-breakpoint
CREATE INDEX "mail_requests_address_idx" ON "mail_requests" USING btree ("purpose","address","created_at");--> statement-breakpoint
CREATE INDEX "mail_requests_created_idx" ON "mail_requests" USING btree ("created_at");--> statement-breakpoint
-- 비밀번호 찾기 요청 기록을 옮긴다: 배포해도 지금 창의 한도가 이어지게
INSERT INTO "mail_requests" ("purpose", "email_hash", "address", "created_at") SELECT 'RESET_PASSWORD', "email_hash", "address", "created_at" FROM "password_reset_requests";
