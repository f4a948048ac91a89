import { SectionHeading } from "#app/components/ui/section-heading";
import { panelDiscussions } from "#app/content/media";
import { MediaCard } from "#app/modules/site/components/media/media-card";

/** Past Panel Discussions: the two recorded Shared Future panels. */
export function PanelsSection() {
  return (
    <section id="past-panels" aria-labelledby="past-panels-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="past-panels-title" eyebrow="Shared Future panels" title="Past Panel Discussions">
          Leaders of capability centres, IT services and HR technology, debating the questions every talent leader is
          asking. The full recordings, free to watch.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-2">
          {panelDiscussions.map((item) => (
            <MediaCard key={item.id} item={item} large />
          ))}
        </ul>
      </div>
    </section>
  );
}
