import { RefreshCw, Sparkles, TrendingUp } from "lucide-react";
import { useState, type ReactNode } from "react";
import { contentLimits, trendingInterests } from "#app/modules/content/schemas/recommendation-calls-basics";
import { InterestsCard } from "./interests-card";
import { SavedItemsCard } from "./saved-items-card";
import { SuggestionList } from "./suggestion-list";
import { useInterests } from "./use-interests";
import { useSavedItems } from "./use-saved-items";
import { useSuggestions } from "./use-suggestions";
import { useWebResearch } from "./use-web-research";
import { DiscoverCard, WebResearchResults } from "./web-research";

/** Items each list asks for (docs/product.md#suggestion-lists). */
const recommendedCount = contentLimits.defaultCount;
const trendingCount = 2;

function ListHeading({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink-900">
        {icon}
        {title}
      </h2>
      {children}
    </div>
  );
}

/**
 * /recommendations, 'Your Personalized Content' (docs/product.md#personalised-content-page): the visitor's interests on
 * the left; their picks, what is trending, and research across the web on the right.
 */
export function RecommendationsPage() {
  const { interests, restored, update } = useInterests();
  const { saved, isSaved, toggle } = useSavedItems();
  const [refreshKey, setRefreshKey] = useState(0);
  const recommended = useSuggestions({ interests, count: recommendedCount, enabled: restored, refreshKey });
  const trending = useSuggestions({ interests: trendingInterests, count: trendingCount, enabled: true, refreshKey });
  const research = useWebResearch();

  return (
    <div data-recommendations>
      {/* PageIntro's look, shorter, so the lists start in the first screen. */}
      <header
        data-hero-banner="light"
        className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-10 sm:pt-36 sm:pb-14"
      >
        <div
          aria-hidden
          className="absolute -top-64 left-1/2 -z-10 h-[30rem] w-[72rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(199_210_254/0.4)_40%,transparent)]"
        />
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">For you</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-6xl">
            Your Personalized Content
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-ink-600">
            Articles, podcasts, panels and videos picked for your interests in hiring, HR and technology.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        {/* Phones: interests, the lists, then saved items; wider: interests and saved items on the left. */}
        <div className="grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
          <div className="lg:col-start-1 lg:row-start-1">
            <InterestsCard interests={interests} onChange={update} />
          </div>
          <div className="flex flex-col gap-12 lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <section aria-labelledby="recommended-heading">
              <ListHeading
                id="recommended-heading"
                icon={<Sparkles aria-hidden className="size-5 text-brand-600" />}
                title="Recommended for You"
              >
                <button
                  type="button"
                  onClick={() => setRefreshKey((key) => key + 1)}
                  className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 transition-colors ring-inset hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <RefreshCw aria-hidden className="size-4" />
                  Refresh Recommendations
                </button>
              </ListHeading>
              <SuggestionList
                name="recommended"
                state={recommended}
                count={recommendedCount}
                isSaved={isSaved}
                onToggleSave={toggle}
              />
            </section>
            <section aria-labelledby="trending-heading">
              <ListHeading
                id="trending-heading"
                icon={<TrendingUp aria-hidden className="size-5 text-accent-600" />}
                title="Trending in Your Industry"
              />
              <SuggestionList
                name="trending"
                state={trending}
                count={trendingCount}
                isSaved={isSaved}
                onToggleSave={toggle}
              />
            </section>
            <DiscoverCard
              running={research.running}
              error={research.error}
              onResearch={() => research.research(interests)}
            />
            <WebResearchResults results={research.results} isSaved={isSaved} onToggleSave={toggle} />
            <aside
              aria-labelledby="ai-note-heading"
              className="flex gap-4 rounded-2xl bg-brand-50/70 p-6 ring-1 ring-brand-100"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
                <Sparkles aria-hidden className="size-5" />
              </span>
              <div>
                <h2 id="ai-note-heading" className="font-bold text-ink-900">
                  AI-Powered Recommendations
                </h2>
                <p className="mt-1 text-sm leading-6 text-ink-600">
                  We rank our articles, podcasts, panels and videos against your interests, topics first, and mix
                  formats so no single kind fills your list. Your interests and saved items stay in this browser:
                  nothing about them is stored on our side.
                </p>
              </div>
            </aside>
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <SavedItemsCard saved={saved} onRemove={toggle} />
          </div>
        </div>
      </div>
    </div>
  );
}
