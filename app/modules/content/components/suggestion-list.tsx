import { AlertCircle, Inbox } from "lucide-react";
import { contentClientMessages as messages } from "#app/modules/content/schemas/recommendation-calls-basics";
import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import { cn } from "#app/lib/cn";
import { SuggestionCard, SuggestionSkeleton } from "./suggestion-card";
import type { SuggestionsState } from "./use-suggestions";

const grids = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 xl:grid-cols-3" } as const;

/**
 * A list of suggestions in its four states (docs/product.md#suggestion-lists, #content-messages): a skeleton card per
 * requested item while loading, docs/product.md's sentence on error (with what went wrong beneath it),
 * docs/product.md's sentence when nothing came back, else the cards.
 */
export function SuggestionList({
  name,
  state,
  count,
  isSaved,
  onToggleSave,
}: {
  name: string;
  state: SuggestionsState;
  count: 2 | 3;
  isSaved: (item: ContentSuggestion) => boolean;
  onToggleSave: (item: ContentSuggestion) => void;
}) {
  if (state.status === "error") {
    return (
      <div
        role="alert"
        data-state="error"
        data-list={name}
        className="flex gap-3 rounded-2xl bg-red-50 p-5 text-sm ring-1 ring-red-200"
      >
        <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div>
          <p className="font-semibold text-red-900">{messages.suggestionsListError}</p>
          <p data-error-detail className="mt-1 text-red-800/80">
            {state.message}
          </p>
        </div>
      </div>
    );
  }
  if (state.status === "loaded" && state.items.length === 0) {
    return (
      <div
        data-state="empty"
        data-list={name}
        className="flex gap-3 rounded-2xl border border-dashed border-ink-300 bg-white p-5 text-sm text-ink-600"
      >
        <Inbox aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-400" />
        <p>{messages.suggestionsEmpty}</p>
      </div>
    );
  }
  const loading = state.status === "loading";
  return (
    <ul
      data-state={loading ? "loading" : "loaded"}
      data-list={name}
      aria-busy={loading}
      className={cn("grid gap-5", grids[count])}
    >
      {loading
        ? Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <SuggestionSkeleton />
              {index === 0 ? <span className="sr-only">Loading recommendations…</span> : null}
            </li>
          ))
        : state.items.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              <SuggestionCard item={item} saved={isSaved(item)} onToggleSave={onToggleSave} />
            </li>
          ))}
    </ul>
  );
}
