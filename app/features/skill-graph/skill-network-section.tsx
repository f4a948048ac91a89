import { SectionHeading } from "#app/features/home/section-heading";

/** Home-page section (anchor `skill-network`): placeholder until its content lands. */
export function SkillNetworkSection() {
  return (
    <section id="skill-network" className="bg-white py-24">
      <SectionHeading eyebrow="Skills Network" title="Explore the AI skills network" />
    </section>
  );
}
