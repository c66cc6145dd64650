ALTER TABLE "mails" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "secret_link" text;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_member_idx" ON "mails" USING btree ("member_id");