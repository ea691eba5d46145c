CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"order_line_id" integer,
	"user_id" integer,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"fit" text,
	"size" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"held_for" text,
	"staff_note" text,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_valid" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('published', 'pending', 'held', 'hidden')),
	CONSTRAINT "reviews_fit_valid" CHECK ("reviews"."fit" is null or "reviews"."fit" in ('small', 'true', 'large')),
	CONSTRAINT "reviews_line_or_sample" CHECK ("reviews"."order_line_id" is not null or "reviews"."sample")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_idx" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_product_shown_idx" ON "reviews" USING btree ("product_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);