CREATE TABLE "password_reset_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_hash" varchar(64) NOT NULL,
	"address" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
CREATE INDEX "password_reset_requests_email_idx" ON "password_reset_requests" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_address_idx" ON "password_reset_requests" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_created_idx" ON "password_reset_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;