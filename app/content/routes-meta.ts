/**
 * One row per public page: its path, title, description and the day its content last changed
 * (yyyy-mm-dd, the sitemap's lastmod: change it with the page's text). The route modules, the
 * sitemap, the share previews and the prerender list all read this table, so a page is added once.
 */
export type PublicPage = { path: string; title: string; description: string; lastModified: string };

export const publicPages = [
  {
    path: "/",
    lastModified: "2026-11-25",
    title: "AI Talent Deployment in 24 Hours",
    description:
      "Hire pre-vetted AI, data, low-code and QA specialists in 24 hours. 15K+ AI experts, 98% joining rate, trusted by 500+ companies.",
  },
  {
    path: "/blog",
    lastModified: "2026-11-23",
    title: "Our Blog",
    description: "Articles on HR technology, the future of work, talent mobility, leadership and hiring with AI.",
  },
  {
    path: "/shared-future",
    lastModified: "2026-11-23",
    title: "Shared Future Community",
    description: "Podcasts, panel discussions and a community of HR and technology leaders shaping the future of work.",
  },
  {
    path: "/gcc-panel",
    lastModified: "2026-11-20",
    title: "Shared Future 5.0: Virtual Panel",
    description:
      "A virtual panel series on redefining talent, culture and leadership. September 26, 2025 at 4:00 PM. Free registration, live Q&A.",
  },
  {
    path: "/recommendations",
    lastModified: "2026-11-25",
    title: "Your Personalized Content",
    description: "Articles, podcasts, panels and videos picked for your interests in hiring, HR and technology.",
  },
  {
    path: "/ai-talent-deployment",
    lastModified: "2026-11-23",
    title: "Deploy AI Experts in 24 Hours",
    description:
      "Machine learning engineers, data scientists, AI engineers and cloud architects, screened by AI and ready to start in a day.",
  },
  {
    path: "/gitex",
    lastModified: "2026-11-25",
    title: "15 Free AI Interviews for Your Candidates",
    description: "Register your interest and activate 15 free AI interviews for your candidates.",
  },
  {
    path: "/case-study-int",
    lastModified: "2026-11-23",
    title: "Case Study: IT Outsourcing Talent in One Day",
    description:
      "How an IT outsourcing company hired 8 specialists through 6 partners with an average time to deploy of 1 day.",
  },
  {
    path: "/case-study-magic-edtech",
    lastModified: "2026-11-23",
    title: "Case Study: 100% Joining Ratio for an EdTech Leader",
    description: "How an education-technology company went from a 10% joining success to a 100% joining ratio.",
  },
  {
    path: "/privacy-policy",
    lastModified: "2026-11-25",
    title: "Privacy Policy",
    description: "What personal data we collect, why we collect it, how long we keep it and the choices you have.",
  },
  {
    path: "/terms-of-service",
    lastModified: "2026-11-23",
    title: "Terms of Service",
    description: "The terms that apply when you use our website and services.",
  },
  {
    path: "/cookie-policy",
    lastModified: "2026-11-25",
    title: "Cookie Policy",
    description: "Which cookies and similar technologies our website uses and how to control them.",
  },
  {
    path: "/gdpr-compliance",
    lastModified: "2026-11-23",
    title: "GDPR Compliance",
    description: "Your rights under the GDPR and how to exercise them with us.",
  },
] as const satisfies ReadonlyArray<PublicPage>;

export type PublicPath = (typeof publicPages)[number]["path"];

export function pageFor(path: PublicPath): PublicPage {
  const page = publicPages.find((p) => p.path === path);
  if (!page) throw new Error(`No public page ${path}`);
  return page;
}
