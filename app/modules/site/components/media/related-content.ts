import { articlePath, formatArticleDate } from "#app/content/blog-catalogue";
import { blogArticleIndex } from "#app/content/blog-index";
import { mediaItems, mediaPath, mediaTypeLabels, type MediaItem } from "#app/content/media";

/** One item to see next, as a card shows it. */
export type RelatedItem = { key: string; href: string; kind: string; title: string; date: string; dateLabel: string };

type Candidate = RelatedItem & { type: string; tags: Array<string> };

const minorWords = new Set(["and", "of", "the", "in", "for", "to", "a", "an", "on", "with"]);

/** The words of titles and tags, lower case, plural `s` dropped: "Tech Hiring" and "Hiring" share "hiring". */
function tagWords(texts: ReadonlyArray<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
      if (raw.length < 2 || minorWords.has(raw)) continue;
      words.add(raw.length > 3 && raw.endsWith("s") && !raw.endsWith("ss") ? raw.slice(0, -1) : raw);
    }
  }
  return words;
}

function candidates(): Array<Candidate> {
  return [
    ...mediaItems.map((item) => ({
      key: `${item.type}:${item.id}`,
      href: mediaPath(item),
      kind: mediaTypeLabels[item.type],
      type: item.type,
      title: item.title,
      date: item.date,
      dateLabel: formatArticleDate(item.date),
      tags: item.tags,
    })),
    ...blogArticleIndex.map((article) => ({
      key: `blog:${article.slug}`,
      href: articlePath(article.slug),
      kind: "Article",
      type: "blog",
      title: article.title,
      date: article.date,
      dateLabel: formatArticleDate(article.date),
      tags: [article.category, ...article.tags],
    })),
  ];
}

/** How telling a shared tag or word is: rare ones count more than "AI" or "Hiring", which many items carry. */
function rarity(sets: ReadonlyArray<ReadonlySet<string>>): (value: string) => number {
  const counts = new Map<string, number>();
  for (const set of sets) for (const value of set) counts.set(value, (counts.get(value) ?? 0) + 1);
  return (value) => Math.log(1 + sets.length / (counts.get(value) ?? 1));
}

/**
 * What to see after a podcast, panel or video: the site's items sharing the most with it (a whole
 * shared tag counts twice a shared word of the titles and tags, each weighted by its rarity), a
 * kind already picked counting a little less each time so the list mixes articles and recordings;
 * ties go to the newer item.
 */
export function relatedContent(item: Pick<MediaItem, "type" | "id" | "title" | "tags">, count = 3): Array<RelatedItem> {
  const all = candidates().map((candidate) => ({
    candidate,
    tags: new Set(candidate.tags.map((tag) => tag.toLowerCase())),
    words: tagWords([candidate.title, ...candidate.tags]),
  }));
  const tagRarity = rarity(all.map((entry) => entry.tags));
  const wordRarity = rarity(all.map((entry) => entry.words));
  const ownTags = new Set(item.tags.map((tag) => tag.toLowerCase()));
  const ownWords = tagWords([item.title, ...item.tags]);
  const scored = all
    .filter(({ candidate }) => candidate.key !== `${item.type}:${item.id}`)
    .map(({ candidate, tags, words }) => {
      let score = 0;
      for (const tag of tags) if (ownTags.has(tag)) score += 2 * tagRarity(tag);
      for (const word of words) if (ownWords.has(word)) score += wordRarity(word);
      return { candidate, score };
    })
    .sort((a, b) => b.score - a.score || b.candidate.date.localeCompare(a.candidate.date));
  const top = scored[0]?.score ?? 0;
  const picked: Array<Candidate> = [];
  while (picked.length < count && scored.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    scored.forEach(({ candidate, score }, index) => {
      const value = score - 0.25 * top * picked.filter((p) => p.type === candidate.type).length;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    const [best] = scored.splice(bestIndex, 1);
    if (best) picked.push(best.candidate);
  }
  return picked.map(({ key, href, kind, title, date, dateLabel }) => ({ key, href, kind, title, date, dateLabel }));
}
