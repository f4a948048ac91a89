DROP INDEX "outbox_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_pending_due_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE status = 'pending';