CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_vector_idx" ON "companies" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "contacts_name_vector_idx" ON "contacts" USING gin ("name_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In word order, so two transactions adding the same words never wait on each other in a circle.
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_search_words AFTER INSERT OR UPDATE OF name ON contacts
  FOR EACH ROW EXECUTE FUNCTION add_search_words();--> statement-breakpoint
CREATE TRIGGER companies_search_words AFTER INSERT OR UPDATE OF name ON companies
  FOR EACH ROW EXECUTE FUNCTION add_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM (SELECT name FROM contacts UNION ALL SELECT name FROM companies) AS names,
  regexp_split_to_table(lower(names.name), '[^[:alnum:]]+') AS w
WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
