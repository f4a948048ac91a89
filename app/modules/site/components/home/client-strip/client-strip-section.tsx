import { Landmark } from "lucide-react";
import { clientLogos, clientStripFigures, investorClaim, type ClientLogo } from "#app/content/client-logos";
import { cn } from "#app/lib/cn";
import { ClientStripMark } from "./client-strip-mark";

const wordmarkStyles: Record<ClientLogo["wordmark"], string> = {
  bold: "text-base font-extrabold tracking-tight",
  caps: "text-xs font-bold tracking-[0.14em] uppercase",
  light: "text-base font-medium tracking-tight",
};

/** Home-page section (anchor `trusted-by`): six clients, the headline figures and who backs us. */
export function ClientStripSection() {
  return (
    <section
      id="trusted-by"
      aria-labelledby="trusted-by-heading"
      className="border-y border-ink-100 bg-ink-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3 text-center lg:flex-row lg:items-end lg:justify-between lg:text-left">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Trusted by</p>
            <h2
              id="trusted-by-heading"
              className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl"
            >
              Hiring teams across industries rely on us
            </h2>
          </div>
          <p className="text-sm text-pretty text-ink-600 lg:max-w-sm lg:text-right">
            From IT services to manufacturing, enterprises use us to fill critical AI and data roles in days.
          </p>
        </div>

        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {clientLogos.map((client) => (
            <li
              key={client.name}
              className="flex flex-col items-center gap-2 rounded-2xl bg-white px-3 py-5 text-center shadow-xs ring-1 ring-ink-200/70 transition hover:shadow-md hover:ring-brand-200"
            >
              <ClientStripMark client={client} className="size-9" />
              <span className={cn("text-ink-900", wordmarkStyles[client.wordmark])}>{client.name}</span>
              <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-600">
                {client.category}
              </span>
            </li>
          ))}
        </ul>

        <div className="mt-8 grid overflow-hidden rounded-3xl bg-ink-950 text-white shadow-xl lg:grid-cols-[minmax(0,3fr)_minmax(0,1.4fr)]">
          <dl className="grid grid-cols-3 border-b border-white/10 lg:border-r lg:border-b-0">
            {clientStripFigures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse justify-center px-3 py-6 text-center not-first:border-l not-first:border-white/10 sm:px-8 sm:py-8 lg:text-left"
              >
                <dt className="mt-1 text-xs text-ink-300 sm:text-sm">{figure.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight sm:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex items-center gap-4 bg-gradient-to-br from-brand-700 to-brand-900 px-8 py-7">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <Landmark aria-hidden className="size-6 text-accent-400" />
            </span>
            <span>
              <span className="block font-semibold">{investorClaim.title}</span>
              <span className="mt-1 block text-sm leading-6 text-brand-100">{investorClaim.text}</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
