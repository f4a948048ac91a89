import { ArrowDown, UsersRound } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { InitialsAvatar } from "#app/components/ui/initials-avatar";
import { communityMembers } from "#app/content/community";
import { panelDiscussions, podcasts } from "#app/content/media";
import { pastSpeakers } from "#app/content/panel-network";
import { cn } from "#app/lib/cn";
import { DarkHero, HeroEyebrow } from "#app/components/layout/dark-hero";

const figures = [
  { value: communityMembers, label: "Members" },
  { value: String(podcasts.length), label: "Podcast episodes" },
  { value: String(panelDiscussions.length), label: "Panel recordings" },
];

// Where the faces sit in the hero's circle of members (percent of the box).
const seats = [
  { x: 50, y: 8 },
  { x: 86, y: 28 },
  { x: 86, y: 70 },
  { x: 50, y: 90 },
  { x: 14, y: 70 },
  { x: 14, y: 28 },
];

/** The opening screen of /shared-future: what the community is and a way in. */
export function CommunityHero() {
  return (
    <DarkHero
      alwaysRender
      className="pt-32 pb-20 sm:pt-40 sm:pb-24"
      glow="bg-[radial-gradient(52rem_34rem_at_85%_0%,rgba(124,58,237,0.45),transparent),radial-gradient(40rem_30rem_at_0%_100%,rgba(6,182,212,0.25),transparent)]"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:px-8">
        <div>
          <HeroEyebrow>
            <UsersRound aria-hidden className="size-4" />
            Podcasts, panels and a community of peers
          </HeroEyebrow>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
            Shared Future Community
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-300 sm:text-xl">
            HR, talent and technology leaders who compare notes on hiring, culture and leadership in the age of AI.
            Listen to the conversations, then join them.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <a href="#join-the-group" className={buttonClasses("primary", "lg")}>
              Join Our Community
            </a>
            <a href="#podcasts" className={buttonClasses("outlineLight", "lg")}>
              <ArrowDown aria-hidden className="size-4" />
              Listen to the podcasts
            </a>
          </div>
          <ul className="mt-14 grid max-w-xl grid-cols-3 gap-6 border-t border-white/10 pt-8">
            {figures.map((figure) => (
              <li key={figure.label}>
                <p className="text-3xl font-bold tracking-tight">{figure.value}</p>
                <p className="mt-1 text-sm text-ink-400">{figure.label}</p>
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden className="relative mx-auto hidden aspect-square w-full max-w-md sm:block">
          <div className="absolute inset-[14%] rounded-full border border-dashed border-white/20" />
          <div className="absolute inset-[30%] rounded-full bg-[radial-gradient(circle,rgba(99,102,241,0.55),transparent_70%)]" />
          <p className="absolute inset-0 flex flex-col items-center justify-center text-center">
            <span className="text-5xl font-extrabold tracking-tight">{communityMembers}</span>
            <span className="mt-1 text-sm font-medium text-ink-300">leaders and counting</span>
          </p>
          {pastSpeakers.slice(0, seats.length).map((person, index) => {
            const seat = seats[index] ?? { x: 50, y: 50 };
            return (
              <span
                key={person.name}
                className="absolute -translate-x-1/2 -translate-y-1/2"
                style={{ left: `${seat.x}%`, top: `${seat.y}%` }}
              >
                <InitialsAvatar
                  name={person.name}
                  className={cn("text-base ring-4 ring-ink-950", index % 2 ? "size-14" : "size-16")}
                />
              </span>
            );
          })}
        </div>
      </div>
    </DarkHero>
  );
}
