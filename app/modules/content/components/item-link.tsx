import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A link to an item: our own pages in the app; an address elsewhere in a new tab that gets no
 * handle on this one (`noopener`) and no referrer (`noreferrer`).
 */
export function ItemLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
