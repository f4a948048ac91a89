import { SparkleIcon } from "#app/components/ui/line-icons";

/** The gradient opening band; its data attributes give the header light text over it, and a dark bar once scrolled. */
export function GitexHero() {
  return (
    <section
      data-hero-banner="dark"
      data-header-scrolled="dark"
      aria-labelledby="gitex-heading"
      className="gitex-hero-backdrop relative isolate overflow-hidden pt-32 pb-40 text-white sm:pt-40 sm:pb-52"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        {/* HeroEyebrow's look, written out: that shared module would cost /gitex a chunk of its own
            and take its first-load JavaScript past the 120 KB budget. */}
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-accent-400 ring-1 ring-white/15">
          <SparkleIcon aria-hidden className="size-4" />
          Exclusive event offer
        </p>
        <h1 id="gitex-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Wow! You Just Got{" "}
          <span className="bg-gradient-to-r from-accent-400 via-white to-brand-200 bg-clip-text text-transparent">
            15 Free AI Interviews
          </span>{" "}
          for Your Candidates
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-brand-100">
          Fill in the short form below to activate your reward and let our AI interviewer screen your next candidates
          for you.
        </p>
      </div>
    </section>
  );
}
