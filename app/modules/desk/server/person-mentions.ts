/**
 * Where a person is named in free text (an audit entry's words, a saved view's search, an email to
 * staff): their address or one of their names, as whole words in any case. The same test
 * runs in the database (to find the rows) and here (to rewrite what was found).
 */
export type PersonMentions = {
  /** A PostgreSQL regular expression for `~*`. */
  pattern: string;
  test: (text: string) => boolean;
  /** The text with every mention replaced by `[erased]`. */
  scrub: (text: string) => string;
};

export const erasedMark = "[erased]";

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The mentions of an address, and of these names when given. */
export function personMentions(address: string, names: Array<string> = []): PersonMentions {
  const words = [...new Set([address, ...names].map((n) => n.trim().toLowerCase()).filter((n) => n.length > 0))]
    // The longest first, so an address is replaced whole before a name inside it.
    .sort((a, b) => b.length - a.length)
    .map(escaped);
  if (!address.trim()) throw new Error("a person is looked for by their address");
  const alternatives = words.join("|");
  const inText = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`, "giu");
  return {
    pattern: `(^|[^[:alnum:]_])(${alternatives})($|[^[:alnum:]_])`,
    test: (text) => {
      inText.lastIndex = 0;
      return inText.test(text);
    },
    scrub: (text) => text.replace(inText, erasedMark),
  };
}

/** A JSON value with every mention in its strings replaced. */
export function scrubJson(value: unknown, mentions: PersonMentions): unknown {
  if (typeof value === "string") return mentions.scrub(value);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, mentions));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, mentions)]));
  return value;
}
