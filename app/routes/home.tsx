import { HeroSection } from "#app/features/home/hero-section";
import { SectionHeading } from "#app/features/home/section-heading";
import { useHashScroll } from "#app/features/home/use-hash-scroll";
import { publicPageMeta } from "#app/lib/seo";

export function meta() {
  return publicPageMeta("/");
}

const sections = [
  { id: "offerings", eyebrow: "Core Offerings", title: "Talent, interviews and agents, powered by AI" },
  { id: "ai-interview", eyebrow: "AI Interview", title: "Book an AI interview for your candidates" },
  { id: "talent-specializations", eyebrow: "AI Talent", title: "Specialists for every AI initiative" },
  { id: "how-it-works", eyebrow: "How it works", title: "From first call to first commit" },
  { id: "industries", eyebrow: "Industries", title: "AI talent for your industry" },
  { id: "technology-stack", eyebrow: "Technology stack", title: "Fluent in the tools you already use" },
  { id: "skill-network", eyebrow: "Skills Network", title: "Explore the AI skills network" },
] as const;

export default function HomeRoute() {
  useHashScroll();
  return (
    <>
      <HeroSection />
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={index % 2 ? "bg-ink-50 py-24" : "bg-white py-24"}>
          <SectionHeading eyebrow={section.eyebrow} title={section.title} />
        </section>
      ))}
    </>
  );
}
