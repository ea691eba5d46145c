CREATE TABLE "cleared_carts" (
	"owner" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL
);
