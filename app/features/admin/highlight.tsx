/** Text with the parts between the match marks (\u0002 … \u0003) in <mark>: React writes all of it as text. */
export function MarkedExcerpt({ text }: { text: string }) {
  // "a\u0002b\u0003c" splits at the start marks into "a" and "b\u0003c": each piece after a start
  // mark is the match up to its end mark, then plain text.
  const [before = "", ...marked] = text.split("\u0002");
  return (
    <>
      {before}
      {marked.map((piece, i) => {
        const [match = "", ...rest] = piece.split("\u0003");
        return (
          <span key={i}>
            <mark className="rounded-sm bg-amber-100 px-0.5 text-ink-900">{match}</mark>
            {rest.join("")}
          </span>
        );
      })}
    </>
  );
}

/** `text` with each place it contains `q` (any case) in <mark>; as it was when it does not (a typo found it). */
export function Highlight({ text, q }: { text: string; q: string }) {
  const needle = q.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: Array<string> = [];
  let from = 0;
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
    parts.push(text.slice(from, at), `\u0002${text.slice(at, at + needle.length)}\u0003`);
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return <MarkedExcerpt text={parts.join("")} />;
}
