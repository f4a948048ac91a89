import { FormSkeleton } from "#app/components/ui/form-skeleton";
import { lazyIsland } from "#app/lib/island";

// An island: react-hook-form and zod stay out of the page's start-up, fetched as the visitor nears
// the section or presses in it, while the prerendered form stands in.
const NewsletterForm = lazyIsland("newsletter-form", () => import("./newsletter-form").then((m) => m.NewsletterForm));

const promises = ["New articles, about twice a month", "Invitations to our panels and podcasts", "No tracking pixels"];

/** 'Stay Updated' (anchor `newsletter`): the newsletter sign-up, on the blog and under every article. */
export function StayUpdatedSection() {
  return (
    <section
      id="newsletter"
      aria-labelledby="stay-updated-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-ink-900 py-16 text-white sm:py-24"
    >
      <div
        aria-hidden
        className="absolute -top-32 -right-32 -z-10 size-[30rem] bg-[radial-gradient(closest-side,rgb(99_102_241/0.25)_40%,transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_minmax(0,36rem)] lg:gap-16 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">Newsletter</p>
          <h2 id="stay-updated-heading" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Stay Updated
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-pretty text-ink-200">
            Get our latest articles on HR technology, talent and the future of work in your inbox. We only write when we
            have something useful to say.
          </p>
          <ul className="mt-6 grid gap-2 text-ink-200">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span aria-hidden className="size-1.5 rounded-full bg-accent-400" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <NewsletterForm fallback={<FormSkeleton fields={2} className="rounded-2xl bg-white p-6 sm:p-8" />} />
      </div>
    </section>
  );
}
