CREATE TABLE "content_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text,
	"etag" text,
	"last_modified" text,
	"last_status" text,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"last_changed_at" timestamp with time zone,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"feed_url" text NOT NULL,
	"guid" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publisher" text,
	"published_at" timestamp with time zone,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "content_items_feed_idx" ON "content_items" USING btree ("feed_url");