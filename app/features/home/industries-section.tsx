import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `industries`): placeholder until its content lands. */
export function IndustriesSection() {
  return (
    <section id="industries" className="bg-white py-24">
      <SectionHeading eyebrow="Industries" title="AI talent for your industry" />
    </section>
  );
}
