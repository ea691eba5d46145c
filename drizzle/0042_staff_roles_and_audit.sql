CREATE TABLE "staff_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" integer,
	"staff_email" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "staff_changes_kind_valid" CHECK ("staff_changes"."kind" in ('product.edit', 'stock.change', 'colour.add', 'colour.edit', 'colour.remove', 'order.status', 'return.decision', 'return.refund', 'coupon.create', 'coupon.edit', 'coupon.state', 'offer.create', 'offer.edit', 'offer.state', 'review.moderate', 'catalogue.import', 'staff.role'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_changes_at_idx" ON "staff_changes" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_changes_staff_at_idx" ON "staff_changes" USING btree ("staff_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_changes_kind_at_idx" ON "staff_changes" USING btree ("kind","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('customer', 'admin', 'catalogue', 'orders'));