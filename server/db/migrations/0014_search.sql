-- Trigram matching (typo-tolerant search): a trusted extension, which a database owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_last_lead_idx" ON "contacts" USING btree ("last_lead_at","id");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_fts_idx" ON "leads" USING gin (to_tsvector('simple', coalesce("search_text", '')));