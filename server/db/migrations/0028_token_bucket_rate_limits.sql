CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_buckets" ADD COLUMN "turn_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "outbox_unverified_recipient_idx";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "recipient_mailbox" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "recipient_domain" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "counts_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_unverified_mailbox_idx" ON "outbox_emails" USING btree ("recipient_mailbox","counts_at") WHERE unverified_recipient;--> statement-breakpoint
CREATE INDEX "outbox_unverified_domain_idx" ON "outbox_emails" USING btree ("recipient_domain","counts_at") WHERE unverified_recipient and recipient_domain is not null;--> statement-breakpoint
-- hand-written:
-- The last day's unverified emails keep counting toward their mailbox (tag removed, case folded), each at the moment it went or goes.
UPDATE "outbox_emails" SET "recipient_mailbox" = lower(split_part(split_part("recipient", '@', 1), '+', 1)) || '@' || lower(split_part("recipient", '@', 2)), "counts_at" = coalesce("sent_at", "next_attempt_at") WHERE "unverified_recipient" AND coalesce("sent_at", "next_attempt_at") > now() - interval '1 day';
