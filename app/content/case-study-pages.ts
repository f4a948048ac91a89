import type { CaseStudyId } from "./case-studies";

/**
 * What only the full case study pages show (the home carousel reads the shorter fields of
 * case-studies.ts, and keeps its first load small without these). Keyed by the catalogue's ids.
 */
export type CaseStudyPageContent = {
  /** The page's heading. */
  title: string;
  summary: string;
  challengePoints: Array<string>;
  solutionPoints: Array<string>;
  resultPoints: Array<string>;
};

export type CaseStudyPageId = Exclude<CaseStudyId, "retailmax">;

export const caseStudyPages = {
  int: {
    title: "Eight Specialists in One Day for an IT Outsourcing Company",
    summary:
      "A signed client programme, eight niche roles and no bench to staff them from. How Intellisys Global Services had every specialist working within a day, where traditional hiring takes 3 to 6 months.",
    challengePoints: [
      "Eight roles across data engineering, cloud and test automation, all needed at once",
      "Traditional hiring takes 3 to 6 months, with notice periods on top",
      "Contract penalties if the programme started late",
    ],
    solutionPoints: [
      "Pre-vetted engineers matched from 6 partners against one brief",
      "AI technical interviews run the same afternoon",
      "One agreement and one invoice for every partner involved",
    ],
    resultPoints: [
      "8 talent hired, each deployed in an average of 1 day",
      "The client programme started on schedule",
      "A first call for every urgent requirement since",
    ],
  },
  magic: {
    title: "A 100% Joining Ratio for an EdTech Leader",
    summary:
      "Offers were accepted, but only about one new hire in ten turned up. How MagicSpark EdTech went from a joining success of about 10% to every selected candidate joining, the next day.",
    challengePoints: [
      "Joining success of about 10%, against a target above 90%",
      "Every no-show restarted a search that took weeks",
      "Course launches slipping with each academic season",
    ],
    solutionPoints: [
      "Immediate joiners sourced from 250+ companies across 20 states",
      "A single point of contact for 8+ vendors",
      "Every candidate AI-interviewed and confirmed before an offer",
    ],
    resultPoints: [
      "A joining ratio of 100%, up from about 10%",
      "New hires joining an average of 1 day after selection",
      "A talent bench in Tier 2 and Tier 3 cities for every season",
    ],
  },
} satisfies Record<CaseStudyPageId, CaseStudyPageContent>;
