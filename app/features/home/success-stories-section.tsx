import { SectionHeading } from "./section-heading";

/** Home-page section (anchor `success-stories`): placeholder until its content lands. */
export function SuccessStoriesSection() {
  return (
    <section id="success-stories" className="bg-white py-24">
      <SectionHeading eyebrow="Success stories" title="Results our clients can measure" />
    </section>
  );
}
