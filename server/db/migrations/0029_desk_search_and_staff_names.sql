DROP INDEX "webhook_deliveries_once_idx";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_once_idx" ON "webhook_deliveries" USING btree ("endpoint_id","lead_id","event_type") WHERE event_type = 'lead.created';--> statement-breakpoint
-- hand-written:
-- Accounts made before names: a host's name as visitors read it, else the address's local part
-- in words (ana.ruiz@… is Ana Ruiz), as server/services/admin/staff-accounts.ts names new ones.
UPDATE admin_users u SET display_name = coalesce(
  (SELECT nullif(trim(h.display_name), '') FROM hosts h WHERE h.staff_id = u.id),
  nullif(initcap(trim(regexp_replace(split_part(u.email, '@', 1), '[._+-]+', ' ', 'g'))), ''),
  u.email)
WHERE u.display_name = '';--> statement-breakpoint
-- A word as a tsquery lexeme, quoted so no character of it is read as an operator.
CREATE FUNCTION desk_search_lexeme(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '''' || replace(replace(word, '\', '\\'), '''', '''''') || ''''
$$;--> statement-breakpoint
-- The desk's one search (docs/product.md#the-sales-desk), shared by the inbox, the contacts, the
-- search page and the API: what a typed text matches in words. Each of its words (the text-search
-- parser's, 2 characters or more, at most 6) as typed or as the start of a word, or as one of the
-- 6 closest words of the names people and companies have (search_words, trigram similarity); every
-- word must match. Null when no word is long enough.
CREATE FUNCTION desk_search_words(typed text) RETURNS tsquery
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT string_agg(term, ' & ')::tsquery
  FROM (
    SELECT '(' || desk_search_lexeme(w.lexeme) || ':*' || coalesce((
             SELECT string_agg(' | ' || desk_search_lexeme(s.word), '')
             FROM (SELECT word FROM search_words WHERE word % w.lexeme
                   ORDER BY similarity(word, w.lexeme) DESC, word LIMIT 6) AS s
           ), '') || ')' AS term
    FROM (SELECT lexeme FROM unnest(to_tsvector('simple', typed))
          WHERE length(lexeme) >= 2 ORDER BY lexeme LIMIT 6) AS w
  ) AS terms
$$;--> statement-breakpoint
-- Control characters a visitor's text held before the forms refused them: never part of what is searched.
UPDATE leads SET search_text = regexp_replace(search_text, '[\x01-\x08\x0B-\x1F\x7F-\x9F]', ' ', 'g')
WHERE search_text ~ '[\x01-\x08\x0B-\x1F\x7F-\x9F]';
