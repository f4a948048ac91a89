import { Globe, LoaderCircle, Search } from "lucide-react";
import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import { SuggestionCard } from "./suggestion-card";

/** 'Discover Content from Around the Web': research runs only when asked. */
export function DiscoverCard({
  running,
  error,
  onResearch,
}: {
  running: boolean;
  error: string | null;
  onResearch: () => void;
}) {
  return (
    <section
      aria-labelledby="discover-heading"
      data-discover
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-brand-950 via-brand-900 to-ink-900 p-6 text-white shadow-lg shadow-brand-900/10 sm:p-8"
    >
      <div
        aria-hidden
        className="absolute -top-24 -right-16 -z-10 size-72 bg-[radial-gradient(closest-side,rgb(6_182_212/0.2)_40%,transparent)]"
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 ring-1 ring-white/20">
            <Globe aria-hidden className="size-5 text-accent-200" />
          </span>
          <div>
            <h2 id="discover-heading" className="text-lg font-bold tracking-tight">
              Discover Content from Around the Web
            </h2>
            <p className="mt-1 max-w-xl text-sm leading-6 text-ink-200">
              Research, reporting and guides from other publishers, matched to your interests. They open on their own
              sites.
            </p>
          </div>
        </div>
        <button
          type="button"
          onClick={onResearch}
          disabled={running}
          data-research-button
          className="inline-flex h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold whitespace-nowrap text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-wait disabled:opacity-80"
        >
          {running ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Search aria-hidden className="size-4" />
          )}
          {running ? "Researching..." : "Research Web Content"}
        </button>
      </div>
      {error && !running ? (
        <p
          role="alert"
          data-research-error
          className="mt-5 rounded-lg bg-white/10 px-4 py-3 text-sm text-white ring-1 ring-white/15"
        >
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** 'Web Research Results': only when at least one article came back. */
export function WebResearchResults({
  results,
  isSaved,
  onToggleSave,
}: {
  results: Array<ContentSuggestion>;
  isSaved: (item: ContentSuggestion) => boolean;
  onToggleSave: (item: ContentSuggestion) => void;
}) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="web-results-heading" data-web-results>
      <h2 id="web-results-heading" className="text-xl font-bold tracking-tight text-ink-900">
        Web Research Results
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {results.map((item) => (
          <li key={item.id}>
            <SuggestionCard item={item} saved={isSaved(item)} onToggleSave={onToggleSave} />
          </li>
        ))}
      </ul>
    </section>
  );
}
