import type { ExcerptPiece } from "#app/lib/admin/views";

/** An excerpt's pieces, the matches in <mark>: React writes all of it as text. */
export function MarkedExcerpt({ pieces }: { pieces: Array<ExcerptPiece> }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink-900">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/** `text` with each place it contains `q` (any case) in <mark>; as it was when it does not (a typo found it). */
export function Highlight({ text, q }: { text: string; q: string }) {
  const needle = q.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const pieces: Array<ExcerptPiece> = [];
  let from = 0;
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
    pieces.push(
      { text: text.slice(from, at), match: false },
      { text: text.slice(at, at + needle.length), match: true },
    );
    from = at + needle.length;
  }
  pieces.push({ text: text.slice(from), match: false });
  return <MarkedExcerpt pieces={pieces} />;
}
