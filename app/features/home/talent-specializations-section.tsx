import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `talent-specializations`): placeholder until its content lands. */
export function TalentSpecializationsSection() {
  return (
    <section id="talent-specializations" className="bg-white py-24">
      <SectionHeading eyebrow="AI Talent" title="Specialists for every AI initiative" />
    </section>
  );
}
