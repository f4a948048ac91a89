import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { legalLinks } from "#app/content/site";
import { cn } from "#app/lib/cn";

export const legalLastUpdated = "November 25, 2026";

export function LegalLoading() {
  return (
    <p role="status" className="animate-pulse py-16 text-center text-lg font-medium text-ink-500">
      Loading
    </p>
  );
}

/**
 * The frame of a legal page; the policy text itself is a separate chunk,
 * fetched on demand while a pulsing "Loading" shows.
 */
export function LegalPage({
  title,
  path,
  Policy,
}: {
  title: string;
  path: string;
  Policy: ComponentType<{ fallback?: ReactNode }>;
}) {
  return (
    <div className="bg-white pt-28 pb-20 lg:pt-36">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[220px_1fr] lg:px-8">
        <nav aria-label="Legal" className="order-2 lg:order-1">
          <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Legal</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={link.href === path ? "page" : undefined}
                  className={cn(
                    "block rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                    link.href === path
                      ? "bg-brand-50 text-brand-700"
                      : "text-ink-600 hover:bg-ink-50 hover:text-ink-900",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="order-1 min-w-0 lg:order-2">
          <h1 className="text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-ink-500">Last updated: {legalLastUpdated}</p>
          <div
            className={cn(
              "mt-10 max-w-3xl text-base leading-7 text-ink-700",
              "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-900",
              "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900",
              "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
              "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
              "[&_table]:mt-4 [&_th]:font-semibold [&_th]:text-ink-900",
            )}
          >
            <Policy fallback={<LegalLoading />} />
          </div>
        </article>
      </div>
    </div>
  );
}
