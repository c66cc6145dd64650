CREATE TABLE "daily_run_skips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_run_skips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"reason" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_key" varchar(80) NOT NULL,
	"message" varchar(500) NOT NULL,
	"mailed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panel_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"panel_id" integer NOT NULL,
	"service_id" varchar(40) NOT NULL,
	"name" varchar(300) NOT NULL,
	"type" varchar(60),
	"category" varchar(300),
	"rate" varchar(32),
	"min" integer,
	"max" integer,
	"refill" boolean DEFAULT false NOT NULL,
	"cancel" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"kind" text NOT NULL,
	"api_url" text,
	"api_key" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"low_balance_threshold" varchar(32),
	"balance" varchar(32),
	"currency" varchar(8),
	"balance_checked_at" timestamp with time zone,
	"services_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulator_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" varchar(40) NOT NULL,
	"link" text NOT NULL,
	"quantity" integer NOT NULL,
	"runs" integer,
	"interval" integer,
	"start_count" integer NOT NULL,
	"partial_remains" integer DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_refills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulator_refills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"message" varchar(500),
	"actor_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"service_id" integer,
	"member_id" integer,
	"parent_task_id" integer,
	"product_id" integer,
	"product_name" varchar(100) NOT NULL,
	"panel_id" integer,
	"panel_service_id" varchar(40),
	"target_key" varchar(300) NOT NULL,
	"quantity" integer NOT NULL,
	"runs" integer,
	"interval" integer,
	"run_date" date,
	"status" integer DEFAULT 0 NOT NULL,
	"phase" text DEFAULT 'READY' NOT NULL,
	"panel_order_id" varchar(64),
	"panel_refill_id" varchar(64),
	"upstream_status" varchar(40),
	"start_count" integer,
	"remains" integer,
	"charge" varchar(32),
	"currency" varchar(8),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"external_order_no" varchar(64),
	"buyer_name" varchar(40),
	"buyer_cell_phone" varchar(11),
	"refill_days" integer,
	"created_by_member_id" integer,
	"memo" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template" varchar(40) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"transport" varchar(12),
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"new_email" varchar(254),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qnas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qnas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"service_id" integer,
	"category" text NOT NULL,
	"title" varchar(40) NOT NULL,
	"content" text NOT NULL,
	"receive_email" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"review_id" integer,
	"url" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"rating" real NOT NULL,
	"title" varchar(40) NOT NULL,
	"content" varchar(200) NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_name" varchar(40) NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" varchar(200),
	"line_reward_at" timestamp with time zone,
	"photo_reward_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "product_kind" text DEFAULT 'SINGLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "refill_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "start_count" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "remains" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_run_skips" ADD CONSTRAINT "daily_run_skips_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_services" ADD CONSTRAINT "panel_services_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulator_refills" ADD CONSTRAINT "simulator_refills_order_id_simulator_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."simulator_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_events" ADD CONSTRAINT "task_events_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qnas" ADD CONSTRAINT "qnas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qnas" ADD CONSTRAINT "qnas_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_run_skips_uq" ON "daily_run_skips" USING btree ("service_id","run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_alerts_open_uq" ON "operator_alerts" USING btree ("kind","subject_key") WHERE "operator_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "operator_alerts_created_idx" ON "operator_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_services_panel_service_uq" ON "panel_services" USING btree ("panel_id","service_id");--> statement-breakpoint
CREATE INDEX "task_events_task_idx" ON "task_events" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("phase","next_attempt_at");--> statement-breakpoint
CREATE INDEX "tasks_service_idx" ON "tasks" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tasks_member_idx" ON "tasks" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("parent_task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_daily_run_uq" ON "tasks" USING btree ("service_id","run_date") WHERE "tasks"."kind" = 'DAILY';--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_panel_order_uq" ON "tasks" USING btree ("panel_id","panel_order_id") WHERE "tasks"."panel_order_id" is not null and "tasks"."kind" <> 'REFILL';--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_external_order_uq" ON "tasks" USING btree ("external_order_no") WHERE "tasks"."external_order_no" is not null;--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mails_created_idx" ON "mails" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tokens_hash_uq" ON "member_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_tokens_member_idx" ON "member_tokens" USING btree ("member_id","purpose");--> statement-breakpoint
CREATE INDEX "member_tokens_live_idx" ON "member_tokens" USING btree ("purpose","expires_at") WHERE "member_tokens"."used_at" is null;--> statement-breakpoint
CREATE INDEX "qnas_member_idx" ON "qnas" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "qnas_status_idx" ON "qnas" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_images_url_uq" ON "review_images" USING btree ("url");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_service_uq" ON "reviews" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("channel_id","product_type_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_member_idx" ON "reviews" USING btree ("member_id","created_at");