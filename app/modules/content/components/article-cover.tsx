import { cn } from "#app/lib/cn";
import { categoryStyle } from "./category-style";

/**
 * The coloured panel at the top of a card: the category's gradient with a few soft shapes, in
 * place of a photo. Purely decorative.
 */
export function ArticleCover({ categorySlug, className }: { categorySlug: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("relative block overflow-hidden bg-gradient-to-br", categoryStyle(categorySlug).cover, className)}
    >
      <span className="absolute -top-10 -right-6 size-40 rounded-full bg-white/15" />
      <span className="absolute -bottom-16 left-6 size-44 rounded-full bg-white/10" />
      <span className="absolute top-6 left-6 h-2 w-16 rounded-full bg-white/40" />
      <span className="absolute top-10 left-6 h-2 w-10 rounded-full bg-white/25" />
    </span>
  );
}
