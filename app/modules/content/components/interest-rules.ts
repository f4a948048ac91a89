import {
  contentLimits,
  interestKinds,
  type InterestLists,
} from "#app/modules/content/schemas/recommendation-calls-basics";

/** Why an interest was not added, for a short note under the input; null when it was added. */
export type AddOutcome = { lists: InterestLists; note: string | null };

const nouns = {
  topics: { one: "topic", aOne: "a topic", many: "topics" },
  industries: { one: "industry", aOne: "an industry", many: "industries" },
} as const;

export type EditableKind = keyof typeof nouns;

export function kindNoun(kind: EditableKind): { one: string; aOne: string; many: string } {
  return nouns[kind];
}

/**
 * The page's add rules (docs/product.md#your-interests): blank or whitespace-only input is ignored, an
 * interest already in that list (in any letter case) is not added again, and the server's bounds
 * (20 per list, 80 characters each) are kept here so a request never fails over them.
 */
export function addInterest(lists: InterestLists, kind: EditableKind, raw: string): AddOutcome {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text === "") return { lists, note: null };
  const list = lists[kind];
  if (list.some((existing) => existing.toLowerCase() === text.toLowerCase())) {
    return { lists, note: `“${text}” is already in your ${nouns[kind].many}.` };
  }
  if (text.length > contentLimits.maxInterestLength) {
    return {
      lists,
      note: `Keep each of your ${nouns[kind].many} under ${contentLimits.maxInterestLength} characters.`,
    };
  }
  if (list.length >= contentLimits.maxInterestsPerList) {
    return { lists, note: `You can follow up to ${contentLimits.maxInterestsPerList} ${nouns[kind].many}.` };
  }
  return { lists: { ...lists, [kind]: [...list, text] }, note: null };
}

export function removeInterest(lists: InterestLists, kind: EditableKind, value: string): InterestLists {
  return { ...lists, [kind]: lists[kind].filter((existing) => existing !== value) };
}

/**
 * Interests read back from local storage, cleaned to what the server accepts (or null when the
 * stored value is not interests at all): another version of the page, or a visitor's edits, may
 * have left anything there.
 */
export function cleanInterests(value: unknown): InterestLists | null {
  if (!value || typeof value !== "object") return null;
  const source = value as Record<string, unknown>;
  const lists = {} as InterestLists;
  for (const kind of interestKinds) {
    const raw = source[kind];
    if (!Array.isArray(raw)) return null;
    const seen = new Set<string>();
    lists[kind] = [];
    for (const entry of raw) {
      if (typeof entry !== "string") continue;
      const text = entry.trim().replace(/\s+/g, " ");
      const key = text.toLowerCase();
      if (!text || text.length > contentLimits.maxInterestLength || seen.has(key)) continue;
      seen.add(key);
      lists[kind].push(text);
      if (lists[kind].length === contentLimits.maxInterestsPerList) break;
    }
  }
  return lists;
}
