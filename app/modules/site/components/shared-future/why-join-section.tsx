import { BookOpen, Briefcase, Calendar, MessagesSquare, Sparkles, UsersRound, type LucideIcon } from "lucide-react";
import { IconCard } from "#app/components/ui/icon-card";
import { SectionHeading } from "#app/components/ui/section-heading";
import { joinReasons, type CommunityIcon } from "#app/content/community";

const icons: Record<CommunityIcon, LucideIcon> = {
  spark: Sparkles,
  people: UsersRound,
  calendar: Calendar,
  chat: MessagesSquare,
  book: BookOpen,
  briefcase: Briefcase,
};

/** Why Join: six reasons, as cards. */
export function WhyJoinSection() {
  return (
    <section
      aria-labelledby="why-join"
      className="bg-ink-50 bg-[radial-gradient(40rem_24rem_at_0%_0%,rgba(237,233,254,0.9),transparent)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-join" eyebrow="Why Join" title="What members get from Shared Future">
          A community built by practitioners for practitioners: no sales pitches, just people who do the work and want
          to do it better.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {joinReasons.map((reason) => (
            <IconCard key={reason.title} icon={icons[reason.icon]} tile="violet" title={reason.title}>
              {reason.text}
            </IconCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
