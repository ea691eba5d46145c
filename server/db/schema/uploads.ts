// Uploaded product photos: the originals, their renditions, and their bytes when no bucket keeps them.
import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite answers a Uint8Array, pg a Buffer: the domain always gets a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images uploaded by the staff: what the store knows of each (server/catalog/uploads.ts). Their bytes are in
 * the upload store: `upload_objects` below, or an S3-compatible bucket (server/catalog/upload-store.ts). A
 * name ("<32 hex>.png") is random and never reused, so its bytes never change.
 */
export const uploads = pgTable("uploads", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  /** Its size once the image pipeline has made its renditions; null before (uploads older than the pipeline). */
  width: integer("width"),
  height: integer("height"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An upload resized and re-encoded (server/catalog/images.ts): "<upload>-640w.avif". Made once, when the
 * upload is kept (or, for older uploads, at start), and never changed.
 */
export const uploadRenditions = pgTable(
  "upload_renditions",
  {
    name: text("name").primaryKey(),
    uploadName: text("upload_name")
      .notNull()
      .references(() => uploads.name, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("upload_renditions_upload_idx").on(t.uploadName)],
);

/**
 * The bytes of uploads and renditions, by name, when the store keeps them in the database (no S3 bucket is
 * set): the database's side of the upload store (server/catalog/upload-store.ts). With a bucket, a start
 * moves these rows into it and the table empties.
 */
export const uploadObjects = pgTable("upload_objects", {
  name: text("name").primaryKey(),
  bytes: bytea("bytes").notNull(),
});
