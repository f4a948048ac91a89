import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `offerings`): placeholder until its content lands. */
export function CoreOfferingsSection() {
  return (
    <section id="offerings" className="bg-white py-24">
      <SectionHeading eyebrow="Core Offerings" title="Talent, interviews and agents, powered by AI" />
    </section>
  );
}
