CREATE TABLE "cart_coupons" (
	"owner" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"contact" text,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"cap_paise" integer,
	"flat_paise" integer,
	"min_cart_paise" integer DEFAULT 0 NOT NULL,
	"categories" jsonb,
	"exclude_final_sale" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_shopper" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" in ('percent', 'flat', 'free_shipping')),
	CONSTRAINT "coupons_state_valid" CHECK ("coupons"."state" in ('active', 'paused', 'ended')),
	CONSTRAINT "coupons_amount_valid" CHECK (("coupons"."kind" <> 'percent' or "coupons"."percent" between 1 and 90) and ("coupons"."kind" <> 'flat' or "coupons"."flat_paise" > 0)),
	CONSTRAINT "coupons_uses_valid" CHECK ("coupons"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_terms" jsonb;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_email_idx" ON "coupon_uses" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_contact_idx" ON "coupon_uses" USING btree ("coupon_id","contact");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_valid" CHECK ("order_lines"."discount_paise" >= 0 and "order_lines"."discount_paise" <= "order_lines"."line_total_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal_paise" > 0 and "orders"."shipping_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."discount_paise" < "orders"."subtotal_paise" and "orders"."shipping_discount_paise" >= 0 and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."shipping_paise");