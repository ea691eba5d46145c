ALTER TABLE "order_events" DROP CONSTRAINT "order_events_return_status_valid";--> statement-breakpoint
ALTER TABLE "return_requests" DROP CONSTRAINT "return_requests_status_valid";--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_size" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "kind" text DEFAULT 'return' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_return_status_valid" CHECK ("order_events"."return_status" is null or "order_events"."return_status" in ('requested', 'approved', 'rejected', 'cancelled', 'picked_up', 'received', 'replacement_shipped', 'refunded', 'exchange_requested', 'exchange_approved', 'exchange_rejected', 'exchange_cancelled', 'exchange_picked_up', 'exchange_received'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_kind_valid" CHECK ("return_requests"."kind" in ('return', 'exchange'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_valid" CHECK ("return_requests"."status" in ('requested', 'approved', 'rejected', 'cancelled', 'picked_up', 'received', 'replacement_shipped'));