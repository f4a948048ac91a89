import { cn } from "#app/lib/cn";

/** The author's initials on their colour: the blog has no photos. */
export function AuthorAvatar({
  initials,
  colour,
  className,
}: {
  initials: string;
  colour: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ring-2 ring-white",
        className,
      )}
      style={{ backgroundColor: colour }}
    >
      {initials}
    </span>
  );
}
