/**
 * Public articles and reports from around the web that ship with the site, so 'Discover Content
 * from Around the Web' works without any feed configured. Titles and addresses are the publishers'
 * own; descriptions are ours. `date` is the publication day where the publisher states one, else
 * the first day of the month (or year) of the edition.
 */
export type ExternalReading = {
  url: string;
  title: string;
  publisher: string;
  description: string;
  tags: Array<string>;
  date: string;
};

export const externalReading: Array<ExternalReading> = [
  {
    url: "https://hbr.org/2019/05/your-approach-to-hiring-is-all-wrong",
    title: "Your Approach to Hiring Is All Wrong",
    publisher: "Harvard Business Review",
    description:
      "Peter Cappelli argues that outsourced recruiting, keyword filters and unproven tools have made hiring more expensive and less accurate, and that filling roles from inside and measuring which hires work out beats chasing passive candidates.",
    tags: ["Hiring", "Recruiting", "Talent Acquisition", "Internal Mobility"],
    date: "2019-05-01",
  },
  {
    url: "https://hbr.org/2019/05/all-the-ways-hiring-algorithms-can-introduce-bias",
    title: "All the Ways Hiring Algorithms Can Introduce Bias",
    publisher: "Harvard Business Review",
    description:
      "Miranda Bogen follows a hire from job advert to offer and shows where predictive tools can tilt the outcome at each step, and why hiring algorithms drift toward bias unless employers actively test and correct them.",
    tags: ["AI", "Bias", "Hiring Algorithms", "DEI"],
    date: "2019-05-06",
  },
  {
    url: "https://www.reuters.com/article/us-amazon-com-jobs-automation-insight-idUSKCN1MK08G",
    title: "Amazon scraps secret AI recruiting tool that showed bias against women",
    publisher: "Reuters",
    description:
      "The report on an experimental resume-ranking model trained on a decade of mostly male applications, which learned to penalise women, and why the company abandoned it: the case every AI recruiting project should study.",
    tags: ["AI", "Bias", "Recruiting", "Machine Learning"],
    date: "2018-10-10",
  },
  {
    url: "https://hbr.org/2022/02/skills-based-hiring-is-on-the-rise",
    title: "Skills-Based Hiring Is on the Rise",
    publisher: "Harvard Business Review",
    description:
      "Research on millions of job postings showing employers dropping degree requirements for many middle-skill and some higher-skill roles, and what hiring for demonstrated skills means for talent pools and diversity.",
    tags: ["Skills-Based Hiring", "Talent Acquisition", "Skills", "Diversity"],
    date: "2022-02-11",
  },
  {
    url: "https://hbr.org/2016/07/why-diversity-programs-fail",
    title: "Why Diversity Programs Fail",
    publisher: "Harvard Business Review",
    description:
      "Frank Dobbin and Alexandra Kalev on decades of company data: mandatory training and control tactics rarely move the numbers, while mentoring, targeted recruiting and accountability that engages managers do.",
    tags: ["DEI", "Diversity", "Leadership", "Hiring"],
    date: "2016-07-01",
  },
  {
    url: "https://hbr.org/2020/03/the-key-to-inclusive-leadership",
    title: "The Key to Inclusive Leadership",
    publisher: "Harvard Business Review",
    description:
      "What employees say inclusive leaders do differently, from visible commitment and humility to awareness of their own bias, and why these behaviours make people feel they belong and speak up.",
    tags: ["Leadership", "Inclusion", "DEI", "Culture"],
    date: "2020-03-06",
  },
  {
    url: "https://hbr.org/2023/09/reskilling-in-the-age-of-ai",
    title: "Reskilling in the Age of AI",
    publisher: "Harvard Business Review",
    description:
      "Lessons from large reskilling programmes: treat reskilling as a strategic change effort rather than a training budget, involve managers, and design learning around the roles AI is reshaping.",
    tags: ["Reskilling", "AI", "Skills & Training", "Career Development"],
    date: "2023-09-01",
  },
  {
    url: "https://sloanreview.mit.edu/article/toxic-culture-is-driving-the-great-resignation/",
    title: "Toxic Culture Is Driving the Great Resignation",
    publisher: "MIT Sloan Management Review",
    description:
      "An analysis of employee reviews finding that a toxic culture predicted attrition far better than pay, with disrespect, exclusion and unethical behaviour at the top of the list: employee experience as a retention strategy.",
    tags: ["Employee Experience", "Culture", "Retention", "Employee Engagement"],
    date: "2022-01-11",
  },
  {
    url: "https://www.microsoft.com/en-us/worklab/work-trend-index/ai-at-work-is-here-now-comes-the-hard-part",
    title: "AI at Work Is Here. Now Comes the Hard Part",
    publisher: "Microsoft WorkLab",
    description:
      "The 2024 Work Trend Index: knowledge workers are bringing their own AI tools to work, leaders value AI skills in new hires, and most organisations still lack a plan to turn individual use into business results.",
    tags: ["AI Adoption", "Future of Work", "AI Skills", "Hiring"],
    date: "2024-05-08",
  },
  {
    url: "https://rework.withgoogle.com/guides/hiring-use-structured-interviewing/steps/introduction/",
    title: "Guide: Use structured interviewing",
    publisher: "Google re:Work",
    description:
      "A practical guide to structured interviews: the same validated questions for every candidate, behavioural and hypothetical prompts, and scoring rubrics that make interviews fairer and better at predicting performance.",
    tags: ["Structured Interviews", "Hiring", "Interviewing", "Bias"],
    date: "2017-01-01",
  },
  {
    url: "https://www.nyc.gov/site/dca/about/automated-employment-decision-tools.page",
    title: "Automated Employment Decision Tools (AEDT)",
    publisher: "NYC Department of Consumer and Worker Protection",
    description:
      "New York City's rules for automated hiring and promotion tools: a yearly independent bias audit, a public summary of its results and notice to candidates before such a tool is used.",
    tags: ["Compliance", "AI Regulation", "Bias Audit", "Hiring"],
    date: "2023-07-05",
  },
  {
    url: "https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai",
    title: "AI Act: regulatory framework for AI",
    publisher: "European Commission",
    description:
      "The European Union's overview of the AI Act, which treats AI used for recruitment and worker management as high-risk, with duties on risk management, data quality, human oversight and transparency.",
    tags: ["AI Regulation", "Compliance", "Europe", "Human Oversight"],
    date: "2024-08-01",
  },
  {
    url: "https://www.nist.gov/itl/ai-risk-management-framework",
    title: "AI Risk Management Framework",
    publisher: "NIST",
    description:
      "The US standards body's voluntary framework for governing, mapping, measuring and managing AI risks, a common reference for HR teams that must show their screening tools are valid and fair.",
    tags: ["AI Governance", "Risk Management", "Compliance", "AI Ethics"],
    date: "2023-01-26",
  },
  {
    url: "https://www.nature.com/articles/s41586-024-07500-2",
    title: "Hybrid working from home improves retention without damaging performance",
    publisher: "Nature",
    description:
      "A randomised trial with over a thousand employees of a large travel company: two days a week of working from home cut resignations by a third with no loss in performance reviews or promotions.",
    tags: ["Remote Work", "Hybrid Work", "Retention", "Productivity"],
    date: "2024-06-12",
  },
  {
    url: "https://buffer.com/state-of-remote-work/2023",
    title: "State of Remote Work 2023",
    publisher: "Buffer",
    description:
      "A yearly survey of remote workers on flexibility, loneliness, career growth and how companies support distributed teams; useful benchmarks for anyone designing a remote work policy.",
    tags: ["Remote Work", "Distributed Teams", "Employee Experience", "Wellbeing"],
    date: "2023-02-01",
  },
  {
    url: "https://handbook.gitlab.com/handbook/company/culture/all-remote/guide/",
    title: "The Remote Playbook: GitLab's guide to all-remote work",
    publisher: "GitLab",
    description:
      "One of the largest all-remote companies documents how it works in public: handbook-first documentation, asynchronous communication, remote onboarding and keeping a culture together without an office.",
    tags: ["Remote Work", "Asynchronous Communication", "Onboarding", "Culture"],
    date: "2020-01-01",
  },
  {
    url: "https://www.gallup.com/workplace/349484/state-of-the-global-workplace.aspx",
    title: "State of the Global Workplace",
    publisher: "Gallup",
    description:
      "Gallup's global study of employee engagement, stress and wellbeing, with the cost of disengagement to the economy and the role managers play in how people experience their work.",
    tags: ["Employee Engagement", "Employee Experience", "Wellbeing", "Management"],
    date: "2024-06-11",
  },
  {
    url: "https://www.weforum.org/publications/the-future-of-jobs-report-2025/",
    title: "The Future of Jobs Report 2025",
    publisher: "World Economic Forum",
    description:
      "Employers across industries on the jobs expected to grow and decline by 2030, the skills rising fastest (AI and big data, technology literacy, resilience) and how they plan to reskill their workforce.",
    tags: ["Future of Work", "Skills", "AI", "Reskilling"],
    date: "2025-01-07",
  },
  {
    url: "https://www.mckinsey.com/capabilities/mckinsey-digital/our-insights/the-economic-potential-of-generative-ai-the-next-productivity-frontier",
    title: "The economic potential of generative AI: The next productivity frontier",
    publisher: "McKinsey & Company",
    description:
      "An estimate of where generative AI creates value across business functions, and an analysis of how much of today's work activity it could automate or augment, with implications for skills and jobs.",
    tags: ["Generative AI", "Productivity", "Future of Work", "Automation"],
    date: "2023-06-14",
  },
  {
    url: "https://www.mckinsey.com/mgi/our-research/generative-ai-and-the-future-of-work-in-america",
    title: "Generative AI and the future of work in America",
    publisher: "McKinsey Global Institute",
    description:
      "How automation and generative AI are expected to shift occupations in the United States this decade, which roles grow and shrink, and the scale of job transitions and training that follows.",
    tags: ["Future of Work", "Generative AI", "Workforce Planning", "Jobs"],
    date: "2023-07-26",
  },
  {
    url: "https://www.mckinsey.com/featured-insights/diversity-and-inclusion/diversity-wins-how-inclusion-matters",
    title: "Diversity wins: How inclusion matters",
    publisher: "McKinsey & Company",
    description:
      "The link between diverse leadership teams and financial performance, and evidence that inclusion (equality, openness and belonging) is where many companies still fall short.",
    tags: ["DEI", "Diversity", "Inclusion", "Leadership"],
    date: "2020-05-19",
  },
  {
    url: "https://business.linkedin.com/talent-solutions/resources/future-of-recruiting",
    title: "The Future of Recruiting",
    publisher: "LinkedIn Talent Solutions",
    description:
      "LinkedIn's report on where recruiting is heading: generative AI taking over routine sourcing and outreach, skills-first hiring, and recruiters moving into advisory roles with hiring managers.",
    tags: ["Recruiting", "Talent Acquisition", "Generative AI", "Skills-Based Hiring"],
    date: "2024-01-01",
  },
  {
    url: "https://www2.deloitte.com/us/en/insights/focus/human-capital-trends.html",
    title: "Global Human Capital Trends",
    publisher: "Deloitte Insights",
    description:
      "Deloitte's yearly survey of business and HR leaders on the workforce: human performance, the boundaryless organisation, AI and people working together, and how the role of HR is changing.",
    tags: ["HR Technology", "Workforce", "Future of Work", "Leadership"],
    date: "2024-01-01",
  },
  {
    url: "https://github.blog/news-insights/research/research-quantifying-github-copilots-impact-on-developer-productivity-and-happiness/",
    title: "Research: quantifying GitHub Copilot's impact on developer productivity and happiness",
    publisher: "GitHub Blog",
    description:
      "A survey and a controlled experiment on an AI coding assistant: developers finished a task faster and reported less frustration, which matters when you hire and equip software engineers.",
    tags: ["AI", "Developer Productivity", "Software Engineering", "Developer Experience"],
    date: "2022-09-07",
  },
  {
    url: "https://survey.stackoverflow.co/2024/",
    title: "2024 Developer Survey",
    publisher: "Stack Overflow",
    description:
      "Tens of thousands of developers on the languages, cloud platforms and AI tools they use, how they learn, what they earn and what they look for in a job: a reference for tech recruiters.",
    tags: ["Developers", "Tech Talent", "Cloud Computing", "AI Tools"],
    date: "2024-07-24",
  },
];
