import { backers } from "./gitex-content";
import { LogoMarkIcon } from "./logo-mark";

export function BackedBySection() {
  return (
    <section aria-labelledby="backed-by-heading" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 text-center sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Our investors</p>
        <h2 id="backed-by-heading" className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          Backed by
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {backers.map((backer) => (
            <li
              key={backer.name}
              className="flex h-32 items-center justify-center gap-4 rounded-2xl border border-ink-200/80 bg-gradient-to-br from-white to-ink-50 px-6 shadow-xs"
            >
              <LogoMarkIcon mark={backer.mark} color={backer.color} className="size-10 shrink-0" />
              <span className="text-left">
                <span className="block text-xl font-extrabold tracking-tight text-ink-900">{backer.name}</span>
                <span className="block text-sm text-ink-500">{backer.kind}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
