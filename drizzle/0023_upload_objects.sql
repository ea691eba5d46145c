CREATE TABLE "upload_objects" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
-- The bytes move out of the metadata rows into the upload store's table (hand-written: drizzle-kit only drops them).
INSERT INTO "upload_objects" ("name", "bytes") SELECT "name", "bytes" FROM "uploads";--> statement-breakpoint
INSERT INTO "upload_objects" ("name", "bytes") SELECT "name", "bytes" FROM "upload_renditions";--> statement-breakpoint
ALTER TABLE "upload_renditions" DROP COLUMN "bytes";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "bytes";
