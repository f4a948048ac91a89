import aiHealthAgentArt from "./illustrations/ai-health-agent.svg";
import aiInterrogationArt from "./illustrations/ai-interrogation.svg";
import autoAiInterviewArt from "./illustrations/auto-ai-interview.svg";

/**
 * Everything the /gitex page says and links to. The video addresses are placeholders in
 * the same style as `content/site.ts`: swap them here when the real recordings are published.
 */

export type Solution = {
  id: string;
  title: string;
  summary: string;
  tags: ReadonlyArray<string>;
  videoUrl: string;
  image: string;
};

export const solutions = [
  {
    id: "ai-health-agent",
    title: "AI Health Agent for Autism Detection",
    summary:
      "Guided conversations and visual tasks that surface early developmental signals, so clinicians can prioritise assessments.",
    tags: ["Healthcare", "Conversational AI"],
    videoUrl: "https://www.youtube.com/watch?v=northwind-ai-health-agent",
    image: aiHealthAgentArt,
  },
  {
    id: "auto-ai-interview",
    title: "Auto AI Interview",
    summary:
      "Structured interviews that run on their own, with behavioural insights and proctoring that flag risk before you shortlist.",
    tags: ["Hiring", "Proctoring"],
    videoUrl: "https://www.youtube.com/watch?v=northwind-auto-ai-interview",
    image: autoAiInterviewArt,
  },
  {
    id: "ai-interrogation",
    title: "AI Interrogation",
    summary:
      "Real-time analysis and dynamic questioning that follows up on every answer, for deep technical and investigative conversations.",
    tags: ["Real-time analysis", "Dynamic questioning"],
    videoUrl: "https://www.youtube.com/watch?v=northwind-ai-interrogation",
    image: aiInterrogationArt,
  },
] as const satisfies ReadonlyArray<Solution>;

/** The small symbol drawn before a company's name (see company-logo.tsx). */
export type LogoMark =
  "hexagon" | "circle" | "square" | "triangle" | "diamond" | "ring" | "bars" | "wave" | "leaf" | "spark";
/** How the name is set: heavy and tight, spaced capitals, or a light regular weight. */
export type LogoStyle = "heavy" | "caps" | "light";

export type CompanyLogo = { name: string; industry: string; mark: LogoMark; color: string; style: LogoStyle };

// Fictional customers drawn as simple wordmarks; rows one and three run left, row two right.
export const trustedByRows = [
  [
    { name: "Helixa Health", industry: "Healthcare", mark: "leaf", color: "#059669", style: "heavy" },
    { name: "Quantora", industry: "Financial Services", mark: "diamond", color: "#4f46e5", style: "caps" },
    { name: "Lumen Retail", industry: "Retail & E-commerce", mark: "circle", color: "#e11d48", style: "light" },
    { name: "Vertex Forge", industry: "Manufacturing", mark: "triangle", color: "#d97706", style: "heavy" },
    { name: "Brightpath", industry: "Education", mark: "spark", color: "#0891b2", style: "caps" },
    { name: "Nimbus Grid", industry: "Cloud Infrastructure", mark: "hexagon", color: "#2563eb", style: "heavy" },
    { name: "Orbital", industry: "Logistics", mark: "ring", color: "#7c3aed", style: "caps" },
  ],
  [
    { name: "Cobalt Assure", industry: "Insurance", mark: "square", color: "#1d4ed8", style: "heavy" },
    { name: "Pinecrest Bank", industry: "Banking", mark: "leaf", color: "#15803d", style: "light" },
    { name: "Aurora Telecom", industry: "Telecommunications", mark: "wave", color: "#c026d3", style: "caps" },
    { name: "Stratus", industry: "Data & Analytics", mark: "bars", color: "#0284c7", style: "heavy" },
    { name: "Meridian Pharma", industry: "Pharmaceuticals", mark: "circle", color: "#0d9488", style: "light" },
    { name: "Kestrel Motors", industry: "Automotive", mark: "triangle", color: "#dc2626", style: "caps" },
    { name: "Tidewater Energy", industry: "Energy & Utilities", mark: "wave", color: "#ea580c", style: "heavy" },
    { name: "Sable & Co", industry: "Consulting", mark: "diamond", color: "#334155", style: "light" },
  ],
  [
    { name: "Novacore", industry: "Enterprise Software", mark: "hexagon", color: "#6d28d9", style: "caps" },
    { name: "Greenleaf Foods", industry: "Consumer Goods", mark: "leaf", color: "#65a30d", style: "heavy" },
    { name: "Atlas Realty", industry: "Real Estate", mark: "square", color: "#b45309", style: "light" },
    { name: "Zephyr Air", industry: "Aviation", mark: "spark", color: "#0369a1", style: "caps" },
    { name: "Ironclad", industry: "Cybersecurity", mark: "bars", color: "#475569", style: "heavy" },
    { name: "Harbor Media", industry: "Media & Entertainment", mark: "ring", color: "#db2777", style: "light" },
    { name: "Summit People", industry: "HR Services", mark: "triangle", color: "#4338ca", style: "caps" },
    { name: "Polaris Mobility", industry: "Mobility", mark: "circle", color: "#0e7490", style: "heavy" },
  ],
] as const satisfies ReadonlyArray<ReadonlyArray<CompanyLogo>>;

export type Backer = { name: string; kind: string; mark: LogoMark; color: string };

export const backers = [
  { name: "Northstar Ventures", kind: "Venture capital", mark: "spark", color: "#4f46e5" },
  { name: "Catalyst Innovation Fund", kind: "Innovation programme", mark: "hexagon", color: "#0891b2" },
] as const satisfies ReadonlyArray<Backer>;
