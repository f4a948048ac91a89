import { lazyIsland } from "#app/lib/island";

// An island: its chunk loads as the visitor nears the section or presses in it; the prerendered HTML stands in.
const HowItWorksStepper = lazyIsland("how-it-works", () =>
  import("./how-it-works-stepper").then((m) => m.HowItWorksStepper),
);

/** Home-page section (anchor `how-it-works`): the six steps from first call to ongoing support. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="relative isolate overflow-hidden bg-ink-950 py-20 text-white sm:py-28">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_85%_0%,rgba(99,102,241,0.30),transparent),radial-gradient(36rem_26rem_at_0%_100%,rgba(6,182,212,0.16),transparent)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">How it works</p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            From first call to first commit
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-ink-300">
            Six steps, most of them done within days. Choose a step to see what happens, who is involved and what you
            get at the end of it.
          </p>
        </div>
        <HowItWorksStepper
          fallback={<div aria-busy="true" className="mt-14 h-[34rem] animate-pulse rounded-3xl bg-white/5" />}
        />
      </div>
    </section>
  );
}
