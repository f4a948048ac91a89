import { ArrowUpRight, Mail } from "lucide-react";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ExternalLink } from "#app/components/ui/external-link";
import { site } from "#app/content/site";
import { useAppointmentDialog } from "#app/modules/booking/ui";

/** The closing call to action: join the group, or talk to us. */
export function CommunityCtaSection() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <section aria-labelledby="community-cta" className="bg-ink-50 px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink-950 bg-[radial-gradient(40rem_24rem_at_0%_0%,rgba(124,58,237,0.5),transparent),radial-gradient(36rem_22rem_at_100%_100%,rgba(6,182,212,0.3),transparent)] px-6 py-14 text-center text-white sm:px-12 sm:py-20">
        <h2 id="community-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Shape the future of work with us
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-ink-300">
          Join the group to hear about the next panel first, or tell us about the conversation you would like to host.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ExternalLink href={site.communityGroupUrl} className={buttonClasses("primary", "lg")}>
            Join Now
            <ArrowUpRight aria-hidden className="size-4" />
          </ExternalLink>
          <Button size="lg" variant="outlineLight" onClick={openAppointmentDialog}>
            <Mail aria-hidden className="size-4" />
            Contact Us
          </Button>
        </div>
      </div>
    </section>
  );
}
