CREATE TABLE "host_days_off" (
	"staff_id" uuid NOT NULL,
	"date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_days_off_staff_id_date_pk" PRIMARY KEY("staff_id","date")
);
--> statement-breakpoint
CREATE TABLE "hosts" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"time_zone" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"meeting_url" text,
	"meeting_phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "seat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_by" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "host_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_host_idx" ON "bookings" USING btree ("slot_start","host_id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_host_slot_idx" ON "bookings" USING btree ("host_id","slot_start");