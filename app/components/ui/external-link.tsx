import type { ComponentProps } from "react";

/**
 * A link to another website: it opens in a new tab without access to this page (`noopener`) and
 * without telling the other site where the visitor came from (`noreferrer`). Screen readers hear
 * that a new tab opens.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
