import type { TalentCategoryId } from "#app/schemas/talent-request";

/**
 * The four talent categories of /ai-talent-deployment (Expert Talent Categories). Ids, experience
 * ranges and the three stats are docs/product.md's, character for character.
 */
export type TalentCategory = {
  id: TalentCategoryId;
  title: string;
  /** Shorter name for the tab on narrow screens. */
  tab: string;
  description: string;
  skills: Array<string>;
  experience: string;
  availability: string;
  projects: string;
  stats: { deployed: string; avgTime: string; successRate: string };
};

export const talentCategories = [
  {
    id: "machine-learning",
    title: "Machine Learning Engineers",
    tab: "ML Engineers",
    description:
      "Engineers who take models from a notebook to production: feature pipelines, training at scale, evaluation and low-latency serving that holds up under real traffic.",
    skills: ["Python", "PyTorch", "TensorFlow", "scikit-learn", "MLflow", "Apache Spark"],
    experience: "3-8 years",
    availability: "Available to start within 24 hours",
    projects: "Recommendation engines, demand forecasting, fraud scoring and computer vision in production",
    stats: { deployed: "600+", avgTime: "24hrs", successRate: "98%" },
  },
  {
    id: "data-scientists",
    title: "Data Scientists",
    tab: "Data Scientists",
    description:
      "Statisticians and analysts who turn messy business data into experiments, forecasts and decisions, and explain them so that leaders act on them.",
    skills: ["Python", "R", "SQL", "Statistics", "Pandas", "Tableau"],
    experience: "2-7 years",
    availability: "Available to start within 18 hours",
    projects: "Churn and pricing models, A/B testing programmes, forecasting and executive dashboards",
    stats: { deployed: "450+", avgTime: "18hrs", successRate: "96%" },
  },
  {
    id: "ai-engineers",
    title: "AI Engineers",
    tab: "AI Engineers",
    description:
      "Builders of products on large language models: retrieval, agents, evaluation and guardrails, wired into the systems your teams already run.",
    skills: ["LLMs", "LangChain", "RAG", "Vector databases", "Prompt evaluation", "FastAPI"],
    experience: "3-10 years",
    availability: "Available to start within 12 hours",
    projects: "Support copilots, document understanding, internal search and agentic workflows",
    stats: { deployed: "300+", avgTime: "12hrs", successRate: "99%" },
  },
  {
    id: "cloud-architects",
    title: "Cloud Architects",
    tab: "Cloud Architects",
    description:
      "Senior engineers who design the platforms AI runs on: secure, observable and affordable infrastructure for training, serving and data.",
    skills: ["AWS", "Azure", "Google Cloud", "Kubernetes", "Terraform", "MLOps"],
    experience: "5-12 years",
    availability: "Available to start within 36 hours",
    projects: "GPU platforms, data lakehouses, model-serving clusters and cloud cost programmes",
    stats: { deployed: "200+", avgTime: "36hrs", successRate: "97%" },
  },
] satisfies Array<TalentCategory>;

/** The 'What You Get' list shown with every category. */
export const talentCategoryPromises = [
  { title: "Pre-screened professionals", text: "AI interviews and live technical tests before you see a profile." },
  { title: "Immediate availability", text: "No notice periods: people who can start tomorrow." },
  { title: "Proven track record", text: "Verified project history and references for every expert." },
  { title: "Ongoing support", text: "A dedicated manager checks in long after day one." },
] as const;

/** Sample experts in the hero: illustrative profiles (names are placeholders), drawn as initials avatars. */
export type SampleTalent = {
  name: string;
  role: string;
  experience: string;
  skills: Array<string>;
  match: string;
  /** Avatar colour (hex), dark enough for white initials. */
  colour: string;
};

export const sampleTalents = [
  {
    name: "Arjun Menon",
    role: "Senior ML Engineer",
    experience: "7 years",
    skills: ["PyTorch", "MLOps", "Spark"],
    match: "98%",
    colour: "#4f46e5",
  },
  {
    name: "Sara Thomas",
    role: "Data Scientist",
    experience: "5 years",
    skills: ["Forecasting", "SQL", "Python"],
    match: "96%",
    colour: "#0e7490",
  },
  {
    name: "Karthik Iyer",
    role: "AI Engineer (LLMs)",
    experience: "6 years",
    skills: ["RAG", "LangChain", "FastAPI"],
    match: "99%",
    colour: "#7c3aed",
  },
] satisfies Array<SampleTalent>;
