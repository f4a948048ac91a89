import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `how-it-works`): placeholder until its content lands. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="bg-white py-24">
      <SectionHeading eyebrow="How it works" title="From first call to first commit" />
    </section>
  );
}
