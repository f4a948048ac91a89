DROP INDEX "leads_search_fts_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(search_text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "leads_search_vector_idx" ON "leads" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "leads_new_idx" ON "leads" USING btree ("type") WHERE status = 'new' and not spam and erased_at is null;