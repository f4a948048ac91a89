import { Cpu, Rocket, Settings2, UserSearch, type LucideIcon } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { panelEvent } from "#app/content/panel-event";

const icons: Array<LucideIcon> = [UserSearch, Cpu, Settings2, Rocket];

/** Key Discussion Topics: the four themes of the panel. */
export function TopicsSection() {
  return (
    <section aria-labelledby="discussion-topics" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="discussion-topics" eyebrow="On the agenda" title="Key Discussion Topics">
          Ninety minutes, four themes, and time at the end of each for your questions.
        </SectionHeading>
        <ol className="mt-14 grid gap-5 md:grid-cols-2">
          {panelEvent.topics.map((topic, index) => {
            const Icon = icons[index] ?? Cpu;
            return (
              <li key={topic.title} className="flex gap-5 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200/70 sm:p-8">
                <Icon
                  aria-hidden
                  className="size-12 shrink-0 rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 p-3 text-white shadow-md shadow-brand-600/25"
                />
                <div>
                  <h3 className="text-xl font-bold tracking-tight text-ink-900">{topic.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-600">{topic.text}</p>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {topic.points.map((point) => (
                      <li
                        key={point}
                        className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100"
                      >
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
