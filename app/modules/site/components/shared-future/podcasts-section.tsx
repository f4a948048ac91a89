import { SectionHeading } from "#app/components/ui/section-heading";
import { podcasts } from "#app/content/media";
import { MediaCard } from "#app/modules/site/components/media/media-card";

/** Our Podcasts: three episodes, each playable in place, each with 'More Episodes'. */
export function PodcastsSection() {
  return (
    <section id="podcasts" aria-labelledby="podcasts-title" className="bg-ink-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="podcasts-title" eyebrow="Listen and watch" title="Our Podcasts">
          Honest conversations with the people who hire, lead and build teams: what they tried, what worked and what
          they would do differently.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {podcasts.map((item) => (
            <MediaCard key={item.id} item={item} link="More Episodes" />
          ))}
        </ul>
      </div>
    </section>
  );
}
