/**
 * The three Core Offerings tabs on the home page. Figures are docs/product.md's, character for
 * character; `action` says what the tab's button does (the section wires it up).
 */
export type OfferingId = "talent-deployment" | "ai-screening" | "ai-agents";

export type OfferingAction = "open-talent-deployment" | "scroll-to-ai-interview" | "open-appointment-dialog";

export type OfferingStat = { value: string; label: string };

export type Offering = {
  id: OfferingId;
  tab: string;
  tabHint: string;
  title: string;
  description: string;
  features: Array<string>;
  stats: Array<OfferingStat>;
  cta: { label: string; action: OfferingAction };
};

export const offerings = [
  {
    id: "talent-deployment",
    tab: "Rapid AI Talent Deployment",
    tabHint: "Vetted experts, on your team in a day",
    title: "The right AI engineer, working with you in 24 hours",
    description:
      "Tell us the role in the morning and meet shortlisted, pre-screened engineers the same day. We draw on 35,000+ developers across 1000+ partner networks, so you skip notice periods, job boards and a dozen vendor contracts.",
    features: [
      "35,000+ developers across 1000+ partner networks",
      "24-hour deployment, with no notice period to wait out",
      "One agreement and one invoice, however many partners we source from",
      "Talent in 70+ cities, on-site, hybrid or fully remote",
    ],
    stats: [
      { value: "24h", label: "Deployment" },
      { value: "25%", label: "Cost savings" },
      { value: "70+", label: "Cities covered" },
      { value: "98%", label: "Joining ratio" },
    ],
    cta: { label: "Find Your AI Expert Now", action: "open-talent-deployment" },
  },
  {
    id: "ai-screening",
    tab: "AI-Powered Screening & Interviews",
    tabHint: "First rounds that run themselves",
    title: "Screen every candidate in depth, without booking your engineers",
    description:
      "Our AI interviewer runs structured technical rounds at any hour, asks follow-ups that adapt to each answer and hands your team a scored report. Your engineers only meet the people worth their time.",
    features: [
      "Live coding tests in a real editor, scored on correctness and approach",
      "Sentiment analysis of communication, confidence and clarity",
      "Proctoring that flags tab switches, second voices and copied answers",
      "Shareable reports with strengths, gaps and a hiring recommendation",
    ],
    stats: [
      { value: "70%", label: "Time saved" },
      { value: "95%", label: "Accuracy" },
      { value: "30%", label: "Cost reduction" },
      { value: "80%", label: "Bias reduction" },
    ],
    cta: { label: "Experience AI Interviews", action: "scroll-to-ai-interview" },
  },
  {
    id: "ai-agents",
    tab: "Explore Our AI Agents",
    tabHint: "Agents that hire and apply on autopilot",
    title: "AI agents that take the busywork out of hiring",
    description:
      "Hand repetitive recruiting work to agents that never lose a thread. They schedule and run interviews, match people to openings and report on what is working, while your team keeps every decision.",
    features: [
      "Auto Pilot Interview: sources, schedules and interviews candidates end to end",
      "AI Job Pilot: matches candidates to roles and tailors every application",
      "Performance analytics across funnels, recruiters and partners",
      "Works alongside your ATS, calendar and messaging tools",
    ],
    stats: [
      { value: "45%", label: "Productivity gain" },
      { value: "92%", label: "Adoption" },
      { value: "4.8/5", label: "Satisfaction" },
      { value: "10k+", label: "Users" },
    ],
    cta: { label: "Try Our AI Agents", action: "open-appointment-dialog" },
  },
] satisfies Array<Offering>;
