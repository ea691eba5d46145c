CREATE TABLE "upload_renditions" (
	"name" text PRIMARY KEY NOT NULL,
	"upload_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "upload_renditions" ADD CONSTRAINT "upload_renditions_upload_name_uploads_name_fk" FOREIGN KEY ("upload_name") REFERENCES "public"."uploads"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_renditions_upload_idx" ON "upload_renditions" USING btree ("upload_name");