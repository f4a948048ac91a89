export type IndustryUseCase = {
  title: string;
  description: string;
  benefits: [string, string, string];
};

export type IndustryStat = { value: string; label: string };

/** Our own drawings behind each industry's panel (no photographs, nothing fetched). */
export type IndustryIllustration = "circuit" | "heartbeat" | "growth-chart" | "storefront" | "gears" | "open-book";

export type Industry = {
  id: string;
  name: string;
  description: string;
  /** A CSS colour dark enough for white text and for text on white (WCAG AA). */
  colour: string;
  useCases: Array<IndustryUseCase>;
  stats: [IndustryStat, IndustryStat];
  illustration: IndustryIllustration;
};

export const industries = [
  {
    id: "it",
    name: "IT",
    description:
      "IT services firms and software product companies add delivery capacity in days, with engineers who already work with modern AI tooling.",
    colour: "#4f46e5",
    useCases: [
      {
        title: "AI-assisted software delivery",
        description:
          "Engineers who bring code assistants, generated tests and AI code review into your existing pipeline.",
        benefits: ["Shorter release cycles", "Fewer regressions in production", "More output per engineer"],
      },
      {
        title: "Intelligent IT operations",
        description: "AIOps specialists who correlate alerts, predict incidents and automate routine fixes.",
        benefits: ["Less alert noise for on-call teams", "Faster incident resolution", "Runbooks that run themselves"],
      },
    ],
    stats: [
      { value: "1 Day", label: "average time to deploy" },
      { value: "8+", label: "vendors under one agreement" },
    ],
    illustration: "circuit",
  },
  {
    id: "healthcare",
    name: "Healthcare",
    description:
      "Hospitals, diagnostic chains and health-tech start-ups get engineers who understand clinical data, patient privacy and regulated delivery.",
    colour: "#e11d48",
    useCases: [
      {
        title: "Clinical documentation",
        description:
          "Language models that draft discharge summaries and suggest billing codes, with a clinician always in the loop.",
        benefits: ["Less time on paperwork", "More consistent coding", "Audit-ready records"],
      },
      {
        title: "Medical imaging triage",
        description: "Computer vision teams who build and validate triage models for X-ray, CT and pathology slides.",
        benefits: ["Urgent scans read first", "A second opinion for radiologists", "Validated on your own data"],
      },
    ],
    stats: [
      { value: "120+", label: "health-tech specialists placed" },
      { value: "48h", label: "to a vetted shortlist" },
    ],
    illustration: "heartbeat",
  },
  {
    id: "finance",
    name: "Finance",
    description:
      "Banks, insurers and fintechs hire engineers who build models regulators can audit and customers can trust.",
    colour: "#047857",
    useCases: [
      {
        title: "Fraud and risk detection",
        description:
          "Real-time scoring for payments, lending and onboarding, built by engineers who have shipped it before.",
        benefits: ["Fraud stopped before settlement", "Fewer false declines", "Explainable decisions for auditors"],
      },
      {
        title: "Intelligent document processing",
        description:
          "OCR and language models that read KYC, loan and claims documents so your team only checks exceptions.",
        benefits: ["Faster customer onboarding", "Lower manual review cost", "Fewer data-entry errors"],
      },
    ],
    stats: [
      { value: "250+", label: "banking and fintech engineers deployed" },
      { value: "25%", label: "average cost savings" },
    ],
    illustration: "growth-chart",
  },
  {
    id: "retail",
    name: "Retail",
    description:
      "Retailers and e-commerce brands staff forecasting, personalisation and store analytics teams ahead of every season.",
    colour: "#b45309",
    useCases: [
      {
        title: "Demand forecasting",
        description: "Data scientists who forecast demand by store and product, so stock follows your customers.",
        benefits: ["Fewer stock-outs", "Less markdown waste", "Smarter replenishment"],
      },
      {
        title: "Personalised shopping",
        description: "Recommendation and search engineers who lift conversion across your website and app.",
        benefits: ["Higher basket value", "Search results that match intent", "Campaigns tuned to each segment"],
      },
    ],
    stats: [
      { value: "180+", label: "retail and e-commerce specialists placed" },
      { value: "24h", label: "to fill peak-season roles" },
    ],
    illustration: "storefront",
  },
  {
    id: "manufacturing",
    name: "Manufacturing",
    description:
      "Plants and industrial groups bring in engineers who connect sensor data, machine vision and planning systems on the shop floor.",
    colour: "#0369a1",
    useCases: [
      {
        title: "Predictive maintenance",
        description:
          "Models that turn vibration, temperature and power readings into early warnings before a machine fails.",
        benefits: ["Less unplanned downtime", "Longer equipment life", "Maintenance planned in advance"],
      },
      {
        title: "Visual quality inspection",
        description: "Cameras and vision models on the line that spot defects at full production speed.",
        benefits: ["Defects caught in real time", "The same standard on every shift", "Less scrap and rework"],
      },
    ],
    stats: [
      { value: "90+", label: "industrial AI engineers deployed" },
      { value: "70+", label: "cities covered for on-site roles" },
    ],
    illustration: "gears",
  },
  {
    id: "education",
    name: "Education",
    description:
      "Ed-tech companies and universities build adaptive learning and assessment products with engineers who have shipped them at scale.",
    colour: "#7c3aed",
    useCases: [
      {
        title: "Adaptive learning",
        description:
          "Platforms that adjust content and pace to every learner, built on learning analytics and recommendation models.",
        benefits: ["Higher course completion", "A personal path for each learner", "Clear insight for instructors"],
      },
      {
        title: "Automated assessment",
        description: "AI-assisted grading and online proctoring that scale exams without losing fairness.",
        benefits: ["Results in hours, not weeks", "Consistent marking", "Integrity checks built in"],
      },
    ],
    stats: [
      { value: "100%", label: "joining ratio for an ed-tech client" },
      { value: "10x", label: "improvement on their previous joining ratio" },
    ],
    illustration: "open-book",
  },
] as const satisfies Array<Industry>;
