import { cn } from "#app/lib/cn";

const honorifics = new Set(["dr", "mr", "mrs", "ms", "prof"]);

/** Up to two initials, honorifics left out: "Dr. Kavita Rao" becomes "KR". */
export function initialsFor(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !honorifics.has(word.replace(/\.$/, "").toLowerCase()));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

// Dark enough for white initials (contrast 4.5:1 or more).
const palette = ["#4338ca", "#0e7490", "#7c3aed", "#047857", "#b45309", "#be185d", "#1d4ed8", "#475569"];

/** A stable colour for a name, for avatars whose person has no colour of their own. */
export function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? "#4338ca";
}

/**
 * A person drawn as their initials on a coloured disc: our pages show no photos. Decorative
 * (the name is always written beside it), so hidden from assistive technology.
 */
export function InitialsAvatar({ name, colour, className }: { name: string; colour?: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-bold text-white select-none",
        className,
      )}
      style={{ backgroundColor: colour ?? colourFor(name) }}
    >
      {initialsFor(name)}
    </span>
  );
}
