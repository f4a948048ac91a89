import { trustedByRows } from "./gitex-content";
import { gitexOffer } from "./gitex-offer";
import { LogoMarquee } from "./logo-marquee";

const directions = ["left", "right", "left"] as const;

export function TrustedBySection() {
  return (
    <section aria-labelledby="trusted-by-heading" className="bg-ink-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Our customers</p>
          <h2 id="trusted-by-heading" className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            Trusted by
          </h2>
        </div>
        <div className="relative mt-12 grid gap-4">
          {trustedByRows.map((row, index) => (
            <LogoMarquee
              key={row[0].name}
              logos={row}
              direction={directions[index]}
              seconds={gitexOffer.marqueeSeconds}
            />
          ))}
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-0 w-12 bg-gradient-to-r from-ink-50 sm:w-24"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-ink-50 sm:w-24"
          />
        </div>
        <p className="mx-auto mt-12 max-w-2xl text-center text-lg font-medium text-pretty text-ink-700">
          Trusted by {gitexOffer.enterprises} enterprises to accelerate their hiring and minimize risk.
        </p>
      </div>
    </section>
  );
}
