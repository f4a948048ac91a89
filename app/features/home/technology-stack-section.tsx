import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `technology-stack`): placeholder until its content lands. */
export function TechnologyStackSection() {
  return (
    <section id="technology-stack" className="bg-white py-24">
      <SectionHeading eyebrow="Technology stack" title="Fluent in the tools you already use" />
    </section>
  );
}
