/** One step of the hiring journey on the home page ("How it works"). */
export type ProcessStep = {
  id: string;
  number: number;
  title: string;
  description: string;
  highlights: Array<string>;
  /** A CSS colour dark enough for white text and for text on white (WCAG AA). */
  colour: string;
  /** When the step happens, counted from the first call. */
  timeframe: string;
};

export const processSteps = [
  {
    id: "initial-consultation",
    number: 1,
    title: "Initial Consultation",
    description:
      "A 30-minute call with one of our technical leads to understand the role, your stack, how your team works and what the new hire must deliver in the first 90 days.",
    highlights: [
      "Role scoped with an engineer, not a recruiter",
      "Budget and engagement model agreed",
      "Success criteria written down",
    ],
    colour: "#4f46e5",
    timeframe: "Day 1",
  },
  {
    id: "ai-powered-matching",
    number: 2,
    title: "AI-Powered Matching",
    description:
      "Our matching engine searches the profiles of 800+ partners and ranks candidates on skills, project history and start date, so you only see people who can start now.",
    highlights: ["Shortlist within 24 hours", "Skills matched beyond keywords", "Candidates with no notice period"],
    colour: "#7c3aed",
    timeframe: "Within 24 hours",
  },
  {
    id: "candidate-validation",
    number: 3,
    title: "Candidate Validation",
    description:
      "Every shortlisted candidate takes an AI-led technical interview with a live coding test, and a senior engineer reviews each report before it reaches you.",
    highlights: [
      "Live coding and system design",
      "Identity and reference checks",
      "A clear report for every candidate",
    ],
    colour: "#0e7490",
    timeframe: "Days 1-2",
  },
  {
    id: "client-interviews",
    number: 4,
    title: "Client Interviews",
    description:
      "You meet the two or three strongest candidates. We schedule the calls, brief each candidate on your product and collect your feedback the same day.",
    highlights: [
      "Interviews booked within 48 hours",
      "Structured feedback after every call",
      "Help with the offer and the rate",
    ],
    colour: "#047857",
    timeframe: "Days 2-4",
  },
  {
    id: "seamless-onboarding",
    number: 5,
    title: "Seamless Onboarding",
    description:
      "Contracts, compliance and access are handled under a single agreement, whichever partner the engineer comes from, so they can contribute from the first day.",
    highlights: [
      "One agreement for every vendor",
      "Paperwork and compliance handled",
      "A day-one onboarding checklist",
    ],
    colour: "#b45309",
    timeframe: "Start date",
  },
  {
    id: "continuous-support",
    number: 6,
    title: "Continuous Support",
    description:
      "A dedicated account manager checks in regularly, tracks delivery with you and arranges a replacement quickly if the fit is not right.",
    highlights: [
      "Monthly check-ins with your manager",
      "Fast replacement if the fit is wrong",
      "Scale the team up or down",
    ],
    colour: "#e11d48",
    timeframe: "Ongoing",
  },
] as const satisfies Array<ProcessStep>;
