/**
 * The figures and steps of /ai-talent-deployment other than the talent categories
 * (talent-categories.ts). Every number is docs/product.md's; the words around them are ours.
 */
export type Metric = { value: string; label: string; text: string };

/** Why Choose Us: docs/product.md's four hero metrics. */
export const whyChooseUs = [
  { value: "24hrs", label: "Average deployment", text: "From your brief to an expert working in your team." },
  { value: "98%", label: "Success rate", text: "Placements still going strong after the first 90 days." },
  { value: "0 days", label: "Notice period", text: "Every expert we propose is free to start at once." },
  { value: "100%", label: "Pre-vetted talent", text: "AI-screened and interviewed before you meet them." },
] satisfies Array<Metric>;

/** AI-powered talent intelligence: four headline stats (spec marketing figures). */
export const intelligenceStats = [
  { value: "15K+", label: "AI experts", text: "profiled by skill, domain and availability" },
  { value: "800+", label: "Supply partners", text: "vetted across India under one agreement" },
  { value: "95%", label: "Screening accuracy", text: "AI assessments agreeing with expert panels" },
  { value: "70%", label: "Time saved", text: "from opening a role to a shortlist" },
] satisfies Array<Metric>;

/** AI Process Workflow: four stages (index 0..3); the metrics are docs/product.md's workflow metrics. */
export type WorkflowStage = {
  number: number;
  title: string;
  subtitle: string;
  description: string;
  highlights: Array<string>;
  metrics: Record<string, string>;
};

export const workflowStages = [
  {
    number: 1,
    title: "Smart Sourcing",
    subtitle: "Every channel at once",
    description:
      "Our sourcing engine reads your brief and searches partner benches, our own network and referrals in parallel, ranking people by skills they have shown, not keywords.",
    highlights: ["Brief parsed into skills and seniority", "Partner benches and our network searched together"],
    metrics: { "Sourcing channels": "5", "First response": "Under 2 hours" },
  },
  {
    number: 2,
    title: "AI Screening",
    subtitle: "Interviews at scale",
    description:
      "Shortlisted people take an AI interview built for your role, with questions that follow up on their answers and a rubric your hiring managers can read.",
    highlights: ["Role-specific questions and follow-ups", "Proctoring and identity checks"],
    metrics: { "Screening accuracy": "96%", "Human review": "Every report" },
  },
  {
    number: 3,
    title: "Technical Validation",
    subtitle: "Proof, not claims",
    description:
      "Live coding and system-design exercises on problems like yours, scored against a rubric and reviewed by a senior engineer in the same field.",
    highlights: ["Live coding on realistic tasks", "Senior engineer sign-off"],
    metrics: { "Assessment accuracy": "98%", "Reviewed by": "Senior engineers" },
  },
  {
    number: 4,
    title: "Match & Deploy",
    subtitle: "Right person, right rate",
    description:
      "We match on skills, domain, time zone and team fit, negotiate rates with partners on your behalf and handle paperwork, so the expert starts the next day.",
    highlights: ["Rates negotiated across partners", "Contracts, access and onboarding handled"],
    metrics: { "Match accuracy": "99.5%", "Rate negotiation savings": "25%" },
  },
] satisfies Array<WorkflowStage>;

/** Advanced AI capabilities: six cards. `icon` names a drawing in the page's icon set. */
export type Capability = { icon: CapabilityIcon; title: string; text: string };
export type CapabilityIcon = "match" | "predict" | "screen" | "balance" | "pulse" | "insight";

export const capabilities = [
  {
    icon: "match",
    title: "Semantic Skill Matching",
    text: "Understands that a Spark engineer can pick up Databricks, and that 'NLP' and 'LLM work' overlap.",
  },
  {
    icon: "predict",
    title: "Predictive Success Scoring",
    text: "Learns from thousands of past placements which profiles thrive in which teams.",
  },
  {
    icon: "screen",
    title: "Automated Technical Screening",
    text: "Role-specific interviews and coding tasks that run around the clock, in any time zone.",
  },
  {
    icon: "balance",
    title: "Bias-Aware Evaluation",
    text: "Structured rubrics and regular adverse-impact audits keep every shortlist fair.",
  },
  {
    icon: "pulse",
    title: "Real-Time Talent Pool",
    text: "Availability updated daily across partners, so nobody is proposed who cannot start.",
  },
  {
    icon: "insight",
    title: "Performance Insights",
    text: "Check-ins and delivery signals after deployment, so small issues never become exits.",
  },
] satisfies Array<Capability>;

/** Analytics dashboard preview: sample scores of one candidate and one week's pipeline (illustrative). */
export const analyticsPreview = {
  candidate: { name: "Sample candidate", role: "Senior ML Engineer", overall: 96 },
  scores: [
    { label: "Technical depth", value: 94 },
    { label: "Problem solving", value: 91 },
    { label: "Communication", value: 88 },
    { label: "Team fit", value: 92 },
  ],
  pipeline: [
    { label: "Sourced", value: 128 },
    { label: "Screened", value: 42 },
    { label: "Validated", value: 14 },
    { label: "Deployed", value: 5 },
  ],
} as const;

/** Our Process: four steps with docs/product.md's timeframes (highlight starts at the first). */
export type DeploymentStep = {
  step: number;
  title: string;
  subtitle: string;
  description: string;
  features: Array<string>;
  timeframe: string;
};

export const deploymentSteps = [
  {
    step: 1,
    title: "Requirement Analysis",
    subtitle: "We learn what success looks like",
    description:
      "A short call with a talent specialist turns your need into a precise brief: skills, seniority, domain, working hours and budget.",
    features: ["Role and skills mapped", "Budget and rate guidance", "Start date agreed"],
    timeframe: "2-4 hours",
  },
  {
    step: 2,
    title: "AI-Powered Matching",
    subtitle: "A shortlist you can trust",
    description:
      "Our matching engine searches the whole network, AI interviews run the same day, and you receive three to five validated profiles.",
    features: ["Profiles with interview reports", "Technical scores and samples", "Rates side by side"],
    timeframe: "4-8 hours",
  },
  {
    step: 3,
    title: "Interviews & Selection",
    subtitle: "You meet the best, and choose",
    description:
      "Talk to the people you like, at times that suit you. We schedule the calls, collect feedback and confirm your choice.",
    features: ["Interviews scheduled for you", "Feedback in one place", "Offer confirmed the same day"],
    timeframe: "2-6 hours",
  },
  {
    step: 4,
    title: "Deployment",
    subtitle: "Working with your team",
    description:
      "Contracts, equipment and access are sorted before the first morning, and your expert joins stand-up on day one.",
    features: ["One agreement, one invoice", "Onboarding checklist handled", "Dedicated account manager"],
    timeframe: "Day 1",
  },
] satisfies Array<DeploymentStep>;

/** The notes under the closing call to action (docs/product.md's words). */
export const closingNotes = ["No setup fees", "24/7 support", "Risk-free trial"] as const;
