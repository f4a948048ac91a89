import { SparkleIcon } from "#app/components/ui/line-icons";

/** The gradient opening band; its data attributes give the header light text over it, and a dark bar once scrolled. */
export function GitexHero() {
  return (
    <section
      data-hero-banner="dark"
      data-header-scrolled="dark"
      aria-labelledby="gitex-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-accent-600 pt-32 pb-40 text-white sm:pt-40 sm:pb-52"
    >
      <div
        aria-hidden
        className="absolute -top-32 left-1/2 -z-10 h-[32rem] w-[64rem] -translate-x-1/2 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div aria-hidden className="absolute -right-24 bottom-0 -z-10 size-96 rounded-full bg-accent-400/30 blur-3xl" />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.12)_1px,transparent_0)] [background-size:28px_28px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-accent-400 ring-1 ring-white/20 backdrop-blur">
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
