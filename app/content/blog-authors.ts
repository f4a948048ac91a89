/**
 * The people who write the blog. Placeholder names, like the company's in `site.ts`: replace them
 * here when the real authors are known. No photos: the pages draw initials on the author's colour.
 */
export type BlogAuthor = {
  name: string;
  role: string;
  /** Background of the initials avatar (hex); white initials must stay readable on it (4.5:1). */
  colour: string;
};

export const blogAuthors = [
  { name: "Ananya Rao", role: "Head of Talent Solutions", colour: "#4338ca" },
  { name: "Daniel Mercer", role: "Principal, Future of Work Research", colour: "#0e7490" },
  { name: "Priya Nair", role: "HR Technology Lead", colour: "#7e22ce" },
  { name: "Marcus Okafor", role: "Director, People and Culture", colour: "#b45309" },
  { name: "Meera Joshi", role: "Privacy and Employment Counsel", colour: "#be123c" },
  { name: "Sameer Kulkarni", role: "Engineering Talent Partner", colour: "#047857" },
] as const satisfies ReadonlyArray<BlogAuthor>;

export type BlogAuthorName = (typeof blogAuthors)[number]["name"];

export const blogAuthorNames = /* @__PURE__ */ blogAuthors.map((author) => author.name) as [
  BlogAuthorName,
  ...Array<BlogAuthorName>,
];

export function authorByName(name: string): BlogAuthor | null {
  return blogAuthors.find((author) => author.name === name) ?? null;
}

/** "Ananya Rao" → "AR": the avatar's letters. */
export function authorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
