DROP INDEX "outbox_unverified_recipient_idx";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "recipient_mailbox" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "recipient_domain" text;--> statement-breakpoint
CREATE INDEX "outbox_unverified_mailbox_idx" ON "outbox_emails" USING btree ("recipient_mailbox","created_at") WHERE unverified_recipient;--> statement-breakpoint
CREATE INDEX "outbox_unverified_domain_idx" ON "outbox_emails" USING btree ("recipient_domain","created_at") WHERE unverified_recipient and recipient_domain is not null;--> statement-breakpoint
-- hand-written:
-- The last day's unverified emails keep counting toward their mailbox (tag removed, case folded).
UPDATE "outbox_emails" SET "recipient_mailbox" = lower(split_part(split_part("recipient", '@', 1), '+', 1)) || '@' || lower(split_part("recipient", '@', 2)) WHERE "unverified_recipient" AND "created_at" > now() - interval '1 day';
