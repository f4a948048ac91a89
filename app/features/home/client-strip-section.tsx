import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `trusted-by`): placeholder until its content lands. */
export function ClientStripSection() {
  return (
    <section id="trusted-by" className="bg-white py-24">
      <SectionHeading eyebrow="Trusted by" title="Trusted by leading enterprises" />
    </section>
  );
}
