/** An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed into a search box match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
