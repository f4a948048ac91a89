/**
 * Client success stories: the home page's carousel and the case study pages read this one
 * catalogue. Company and people names are placeholders; the figures for `int` and `magic`
 * are docs/product.md's.
 */
export type CaseStudyId = "int" | "magic" | "retailmax";

export type CaseStudyMetric = { value: string; label: string };

export type CaseStudy = {
  id: CaseStudyId;
  company: string;
  industry: string;
  companySize: string;
  headquarters: string;
  /** The full case study page, or null when there is none yet. */
  href: string | null;
  /** The day the story was published, yyyy-mm-dd. */
  publishedOn: string;
  headline: string;
  about: string;
  challenge: string;
  solution: string;
  result: string;
  testimonial: string;
  person: string;
  title: string;
  /** Brand colour of the story (hex), used for its accents. */
  colour: string;
  metrics: [CaseStudyMetric, CaseStudyMetric, CaseStudyMetric];
};

export const caseStudies = [
  {
    id: "int",
    company: "Intellisys Global Services",
    industry: "IT outsourcing",
    companySize: "1,200+ employees",
    headquarters: "Pune, India",
    href: "/case-study-int",
    publishedOn: "2025-04-08",
    headline: "Eight specialists deployed for a client programme, each within a day",
    about:
      "Intellisys Global Services builds and runs software for banks, insurers and retailers across India, the Middle East and Europe. Its delivery teams staff client programmes at short notice, often with niche skills nobody on the bench has.",
    challenge:
      "A new client programme needed eight specialists in data engineering, cloud and test automation at once. Traditional hiring takes 3 to 6 months, and every week without the team put a signed contract and its penalties at risk.",
    solution:
      "We matched the brief against pre-vetted engineers from 6 partners, ran AI technical interviews the same afternoon and put one agreement in place for all of them. Shortlists reached the delivery head within hours, not weeks.",
    result:
      "All 8 specialists were working on the programme with an average time to deploy of 1 day. The client programme started on schedule, and Intellisys now calls us first for every urgent requirement.",
    testimonial:
      "We needed eight people for a programme that was already signed. They were working with us within a day each, and the quality matched engineers we had spent months hiring.",
    person: "Rohan Mehta",
    title: "Vice President, Delivery",
    colour: "#4f46e5",
    metrics: [
      { value: "1 Day", label: "Average time to deploy" },
      { value: "8", label: "Talent hired" },
      { value: "6", label: "Partners worked with" },
    ],
  },
  {
    id: "magic",
    company: "MagicSpark EdTech",
    industry: "Education technology",
    companySize: "800+ employees",
    headquarters: "Noida, India",
    href: "/case-study-magic-edtech",
    publishedOn: "2025-04-22",
    headline: "From a 10% joining ratio to every offer accepted",
    about:
      "MagicSpark EdTech builds digital learning content and platforms for publishers and universities. Its content and engineering teams grow and shrink with each academic season.",
    challenge:
      "Offers were accepted but candidates did not turn up: joining success was about 10%, against a target above 90%. Every no-show restarted a search that took weeks and pushed course launches back.",
    solution:
      "We sourced immediate joiners from 250+ companies across 20 states and gave MagicSpark a single point of contact for 8+ vendors. Each candidate was AI-interviewed and confirmed before an offer went out, taking the joining ratio to 100%.",
    result:
      "MagicSpark built a talent bench in Tier 2 and Tier 3 cities that it now draws on every season, with new hires joining an average of 1 day after selection.",
    testimonial:
      "Our joining ratio used to be around 10%. With one point of contact for all our vendors, every person we selected joined, and joined the next day.",
    person: "Ananya Iyer",
    title: "Head of Talent Acquisition",
    colour: "#0e7490",
    metrics: [
      { value: "100%", label: "Joining ratio (10% before)" },
      { value: "1 day", label: "Average joining time" },
      { value: "8", label: "Partners worked with" },
    ],
  },
  {
    id: "retailmax",
    company: "RetailMax Stores",
    industry: "Retail",
    companySize: "5,000+ employees",
    headquarters: "Bengaluru, India",
    href: null,
    publishedOn: "2025-05-14",
    headline: "A demand-forecasting team stood up before the festive season",
    about:
      "RetailMax Stores runs more than 300 supermarkets and an online grocery service across South India, and has been moving its pricing and replenishment decisions onto machine learning.",
    challenge:
      "Ahead of the festive season RetailMax needed a demand-forecasting and pricing team, and two earlier searches had stalled for months. Stock-outs in peak weeks were costing sales the business could not win back.",
    solution:
      "We deployed 12 data scientists and ML engineers in 2 weeks, all screened through AI interviews on real retail data problems, under one agreement across 5 partners.",
    result:
      "The forecasting models were live in 45 days, ahead of the season, and stock-outs in the busiest weeks fell by 32%. RetailMax has since kept the team on for pricing work.",
    testimonial:
      "Two searches had gone nowhere. Within two weeks we had a full forecasting team, and the models were live before our busiest weeks of the year.",
    person: "Vikram Nair",
    title: "Chief Data Officer",
    colour: "#e11d48",
    metrics: [
      { value: "12", label: "Data specialists in 2 weeks" },
      { value: "32%", label: "Fewer peak-week stock-outs" },
      { value: "45 days", label: "To models in production" },
    ],
  },
] satisfies Array<CaseStudy>;

export function findCaseStudy(id: CaseStudyId): CaseStudy {
  const study = caseStudies.find((candidate) => candidate.id === id);
  if (!study) throw new Error(`Unknown case study: ${id}`);
  return study;
}
