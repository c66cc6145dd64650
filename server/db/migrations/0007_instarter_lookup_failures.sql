CREATE TABLE "instarter_lookup_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instarter_lookup_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(80) NOT NULL,
	"address" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instarter_lookup_failures_subject_idx" ON "instarter_lookup_failures" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "instarter_lookup_failures_address_idx" ON "instarter_lookup_failures" USING btree ("address","created_at");