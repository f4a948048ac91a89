/**
 * Each category's colours: a cover gradient for its cards (no photos on the blog) and a label
 * colour readable on white. Literal class names, so Tailwind finds them.
 */
export type CategoryStyle = { cover: string; label: string };

const styles: Record<string, CategoryStyle> = {
  "hr-technology": { cover: "from-brand-600 via-brand-500 to-accent-500", label: "text-brand-700" },
  "future-of-work": { cover: "from-ink-900 via-brand-900 to-brand-600", label: "text-brand-800" },
  "talent-mobility": { cover: "from-cyan-700 via-teal-600 to-emerald-500", label: "text-teal-700" },
  leadership: { cover: "from-amber-600 via-orange-500 to-rose-500", label: "text-amber-800" },
  "employee-experience": { cover: "from-rose-600 via-pink-500 to-fuchsia-500", label: "text-rose-700" },
  dei: { cover: "from-violet-700 via-purple-600 to-fuchsia-500", label: "text-violet-700" },
  "skills-and-training": { cover: "from-emerald-700 via-emerald-600 to-lime-500", label: "text-emerald-700" },
  compliance: { cover: "from-slate-800 via-slate-700 to-sky-600", label: "text-sky-800" },
};

const fallback: CategoryStyle = { cover: "from-brand-700 to-brand-500", label: "text-brand-700" };

export function categoryStyle(slug: string): CategoryStyle {
  return styles[slug] ?? fallback;
}

/** "Skills & Training" → "skills-and-training": the same slugs as the content's categories. */
export function categorySlugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
