import { ArrowUpRight, Play } from "lucide-react";
import { solutions } from "./gitex-content";

export function SolutionsSection() {
  return (
    <section aria-labelledby="solutions-heading" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">See it in action</p>
          <h2 id="solutions-heading" className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            Our AI-Powered Solutions
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-600">
            Short demos of what our AI agents already do for customers in production.
          </p>
        </div>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {solutions.map((solution) => (
            <li key={solution.id}>
              <a
                href={solution.videoUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200/80 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
              >
                <span className="relative block overflow-hidden bg-ink-100">
                  <img
                    src={solution.image}
                    alt=""
                    width={640}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[8/5] w-full object-cover transition duration-500 group-hover:scale-[1.03]"
                  />
                  <span className="absolute inset-0 flex items-center justify-center">
                    <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg ring-1 ring-white/60 backdrop-blur transition group-hover:scale-110">
                      <Play aria-hidden className="ml-0.5 size-6 fill-current" />
                    </span>
                  </span>
                </span>
                <span className="flex flex-1 flex-col p-6">
                  <span className="flex flex-wrap gap-2">
                    {solution.tags.map((tag) => (
                      <span
                        key={tag}
                        className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700"
                      >
                        {tag}
                      </span>
                    ))}
                  </span>
                  <span className="mt-4 text-lg font-bold text-ink-900">{solution.title}</span>
                  <span className="mt-2 flex-1 text-sm leading-6 text-ink-600">{solution.summary}</span>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                    Watch the video
                    <ArrowUpRight
                      aria-hidden
                      className="size-4 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                    />
                    <span className="sr-only">(opens in a new tab)</span>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
