import { ArrowUpRight, CheckCircle2 } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { ExternalLink } from "#app/components/ui/external-link";
import { communityMembers, groupBenefits } from "#app/content/community";
import { site } from "#app/content/site";
import { cn } from "#app/lib/cn";

const messages = [
  { from: "Talent Head, fintech", text: "Anyone hiring MLOps in Pune? Looking for a partner who can staff fast." },
  { from: "Community team", text: "Shared Future 5.0 registrations are open. Seats for members first!", own: true },
  { from: "GCC Site Leader", text: "Sharing our playbook for the first 100 hires. Happy to walk anyone through it." },
];

/** The WhatsApp group promo: over 500+ members, five benefits, and the invite link. */
export function WhatsAppGroupSection() {
  return (
    <section id="join-the-group" aria-labelledby="join-the-group-title" className="bg-white pb-20 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid overflow-hidden rounded-3xl bg-emerald-950 bg-[radial-gradient(40rem_26rem_at_100%_0%,rgba(16,185,129,0.35),transparent)] text-white shadow-2xl shadow-emerald-950/20 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]">
          <div className="p-7 sm:p-12">
            <p className="text-sm font-semibold tracking-wider text-emerald-300 uppercase">WhatsApp community</p>
            <h2 id="join-the-group-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Join over {communityMembers} members in our WhatsApp group
            </h2>
            <p className="mt-4 text-lg leading-8 text-emerald-100/90">
              The conversation does not stop when a panel ends. Members share roles, playbooks and questions every week,
              in one calm, moderated group.
            </p>
            <ul className="mt-7 grid gap-3.5">
              {groupBenefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-emerald-50">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />
                  {benefit}
                </li>
              ))}
            </ul>
            <ExternalLink
              href={site.communityGroupUrl}
              className={cn(buttonClasses("light", "lg"), "mt-9 w-full text-emerald-800 sm:w-auto")}
            >
              Join the WhatsApp Group
              <ArrowUpRight aria-hidden className="size-4" />
            </ExternalLink>
          </div>
          <div aria-hidden className="flex items-center justify-center bg-emerald-900/40 p-7 sm:p-12">
            <div className="w-full max-w-sm rounded-[2rem] bg-ink-950 p-3 shadow-2xl ring-1 ring-white/10">
              <div className="flex items-center gap-3 rounded-t-[1.4rem] bg-emerald-800 px-4 py-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-white/15 text-sm font-bold">
                  SF
                </span>
                <span>
                  <span className="block text-sm font-semibold">Shared Future Community</span>
                  <span className="block text-xs text-emerald-200">{communityMembers} members</span>
                </span>
              </div>
              <div className="grid gap-3 rounded-b-[1.4rem] bg-[#0b141a] px-3 py-5">
                {messages.map((message) => (
                  <p
                    key={message.text}
                    className={cn(
                      "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[13px] leading-5",
                      message.own ? "justify-self-end rounded-br-sm bg-emerald-700" : "rounded-bl-sm bg-ink-800",
                    )}
                  >
                    <span
                      className={cn(
                        "block text-[11px] font-semibold",
                        // Light enough to read on the green of one's own bubble as on the grey of others'.
                        message.own ? "text-emerald-100" : "text-emerald-300",
                      )}
                    >
                      {message.from}
                    </span>
                    {message.text}
                  </p>
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
