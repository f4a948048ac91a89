ALTER TABLE "admin_form_drafts" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "admin_form_drafts_user_idx" ON "admin_form_drafts" USING btree ("user_id","created_at");--> statement-breakpoint
-- hand-written:
-- Drafts kept before they had an owner were anyone's posts: none is shown again, so none is kept.
DELETE FROM "admin_form_drafts" WHERE "user_id" IS NULL;
