/**
 * The blog's articles as the content catalogue sees them. The blog work replaces this file with the
 * real articles; the export's shape stays the same, so the recommendations pick them up unchanged.
 * Categories are the spec's eight blog categories.
 */
export type BlogArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: Array<string>;
  /** ISO yyyy-mm-dd */
  date: string;
  author: string;
};

export const blogArticleIndex: Array<BlogArticleSummary> = [
  {
    slug: "choosing-an-ai-screening-tool",
    title: "How to Choose an AI Screening Tool Your Recruiters Will Trust",
    excerpt:
      "Resume screening with AI can shorten a shortlist from days to minutes, if recruiters believe its rankings. What to ask vendors about training data, explanations, human review and integration with your applicant tracking system.",
    category: "HR Technology",
    tags: ["AI Screening", "HR Technology", "Recruiting", "AI"],
    date: "2025-06-03",
    author: "Ananya Rao",
  },
  {
    slug: "hybrid-work-playbook-for-tech-teams",
    title: "A Hybrid and Remote Work Playbook for Tech Teams",
    excerpt:
      "Remote work succeeds when the team agrees how it works: core hours across time zones, written decisions, meetings with a purpose and an office used for collaboration rather than attendance. A practical playbook for engineering leads.",
    category: "Future of Work",
    tags: ["Remote Work", "Hybrid Work", "Future of Work", "Productivity"],
    date: "2025-05-20",
    author: "Marcus Lee",
  },
  {
    slug: "internal-mobility-before-external-hiring",
    title: "Look Inside First: Internal Mobility Before External Hiring",
    excerpt:
      "The best candidate for a new data role may already work for you. How a skills inventory, open internal postings and managers rewarded for letting people move turn talent mobility into faster hiring and better retention.",
    category: "Talent Mobility",
    tags: ["Talent Mobility", "Internal Mobility", "Career Development", "Retention"],
    date: "2025-05-06",
    author: "Ananya Rao",
  },
  {
    slug: "leading-teams-through-ai-adoption",
    title: "Leading Teams Through AI Adoption",
    excerpt:
      "New AI tools change how work is done before they change job descriptions. What leaders can do to bring teams along: honest communication about roles, room to experiment, and measuring outcomes instead of tool usage.",
    category: "Leadership",
    tags: ["Leadership", "AI Adoption", "Change Management"],
    date: "2025-04-15",
    author: "Farah Siddiqui",
  },
  {
    slug: "onboarding-that-sticks",
    title: "Onboarding That Sticks: The First 90 Days of a New Engineer",
    excerpt:
      "Employee experience starts before day one. A 90-day onboarding plan for engineers: a working laptop and access on the first morning, a buddy, a first change shipped in week one and regular check-ins that catch problems early.",
    category: "Employee Experience",
    tags: ["Employee Experience", "Onboarding", "Retention"],
    date: "2025-03-25",
    author: "Marcus Lee",
  },
  {
    slug: "reducing-bias-in-technical-interviews",
    title: "Reducing Bias in Technical Interviews",
    excerpt:
      "Diversity goals fail at the interview when every interviewer asks different questions. Structured interviews, shared scoring rubrics, diverse panels and blind work samples make hiring fairer and better at predicting performance.",
    category: "DEI",
    tags: ["DEI", "Diversity", "Bias", "Structured Interviews"],
    date: "2025-03-04",
    author: "Farah Siddiqui",
  },
  {
    slug: "upskilling-for-generative-ai",
    title: "Upskilling Your Workforce for Generative AI",
    excerpt:
      "Training everyone on prompts is not a generative AI strategy. How to map which roles change, build learning paths for machine learning and data skills, and give people real projects to practise on.",
    category: "Skills & Training",
    tags: ["Skills & Training", "Upskilling", "Generative AI", "Machine Learning"],
    date: "2025-02-11",
    author: "Ananya Rao",
  },
  {
    slug: "ai-hiring-rules-2025",
    title: "AI Hiring Rules in 2025: What Employers Must Know",
    excerpt:
      "Automated hiring tools now face bias audits, candidate notices and high-risk obligations in several jurisdictions. A plain-language overview of the compliance duties for employers using AI in recruitment, and the records to keep.",
    category: "Compliance",
    tags: ["Compliance", "AI Regulation", "Hiring", "Data Privacy"],
    date: "2025-01-21",
    author: "Farah Siddiqui",
  },
];
