CREATE TABLE "catalog_index_snapshot_parts" (
	"snapshot_id" integer NOT NULL,
	"part" integer NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "catalog_index_snapshot_parts_snapshot_id_part_pk" PRIMARY KEY("snapshot_id","part")
);
--> statement-breakpoint
CREATE TABLE "catalog_index_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" integer NOT NULL,
	"cluster" text NOT NULL,
	"migration" bigint NOT NULL,
	"since" bigint NOT NULL,
	"products" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_index_snapshot_parts" ADD CONSTRAINT "catalog_index_snapshot_parts_snapshot_id_catalog_index_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."catalog_index_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept out of line and not compressed: the parts are typed arrays, which compress little, and a start reads them back at once.
ALTER TABLE "catalog_index_snapshot_parts" ALTER COLUMN "body" SET STORAGE EXTERNAL;
