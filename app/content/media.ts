import { site } from "./site";

/**
 * The site's podcasts, past panel discussions and videos: the community page (/shared-future),
 * the panel page (/gcc-panel), the item pages (/podcasts/<id>, /panels/<id>, /videos/<id>) and the
 * recommendations all read these records. `videoId` and `link` are placeholders until the real
 * recordings are published: swap them here and every page follows.
 */
export type MediaType = "podcast" | "panel" | "video";

export type MediaItem = {
  id: string;
  type: MediaType;
  title: string;
  description: string;
  /** Recording or release day, yyyy-mm-dd. */
  date: string;
  tags: Array<string>;
  /** The embedded video's id on the video site (placeholder). */
  videoId: string;
  /** Where 'More Episodes' / 'Watch' leads (placeholder channel or playlist). */
  link: string;
  durationMinutes: number;
  /** Hosts and guests, by role only until the real names are confirmed. */
  speakers: Array<string>;
  /** 0-1: how much the editors want the item seen when the visitor's interests decide nothing. */
  editorialWeight: number;
};

const channel = site.social.youtube;

export const podcasts = [
  {
    id: "ai-in-talent-acquisition",
    type: "podcast",
    title: "AI in Talent Acquisition: Beyond the Hype",
    description:
      "Two heads of recruiting compare notes on a year of AI screening, sourcing assistants and automated scheduling: where the tools saved their teams real hours, where they created new work, and why the final hiring decision still belongs to people.",
    date: "2025-06-12",
    tags: ["AI", "Talent Acquisition", "Recruiting", "AI Screening", "Hiring"],
    videoId: "PLACEHOLDER-PODCAST-1",
    link: `${channel}/playlists`,
    durationMinutes: 42,
    speakers: ["Head of Talent Acquisition, SaaS scale-up", "Recruiting Operations Lead, IT services firm"],
    editorialWeight: 0.9,
  },
  {
    id: "remote-teams-that-work",
    type: "podcast",
    title: "Building Remote Teams That Work",
    description:
      "How distributed engineering teams hire, onboard and keep people engaged across time zones: writing things down, asynchronous rituals that replace meetings, and the small signals of trust that shape employee experience when nobody shares an office.",
    date: "2025-04-22",
    tags: ["Remote Work", "Distributed Teams", "Onboarding", "Employee Experience", "Culture"],
    videoId: "PLACEHOLDER-PODCAST-2",
    link: `${channel}/playlists`,
    durationMinutes: 38,
    speakers: ["VP Engineering, remote-first product company", "People Partner, distributed team"],
    editorialWeight: 0.8,
  },
  {
    id: "future-of-tech-careers",
    type: "podcast",
    title: "Careers in the Age of AI: Skills That Last",
    description:
      "A conversation about career development for engineers and data professionals while AI changes their jobs: which skills keep their value, how reskilling programmes actually work, and how managers can plan growth paths instead of job titles.",
    date: "2025-02-18",
    tags: ["Career Development", "Reskilling", "Skills", "AI", "Tech Careers"],
    videoId: "PLACEHOLDER-PODCAST-3",
    link: `${channel}/playlists`,
    durationMinutes: 45,
    speakers: ["Director of Learning and Development", "Principal Data Scientist"],
    editorialWeight: 0.7,
  },
] satisfies Array<MediaItem & { type: "podcast" }>;

export const panelDiscussions = [
  {
    id: "shared-future-3-capability-centres",
    type: "panel",
    title: "Shared Future 3.0: Building Global Capability Centres",
    description:
      "Leaders who set up global capability centres (GCCs) in India on hiring technology talent at speed, choosing between build and partner models, and growing leadership and culture in a centre that scales from fifty people to a thousand.",
    date: "2024-09-20",
    tags: ["Global Capability Centres", "GCC", "Tech Hiring", "Scaling Teams", "Leadership"],
    videoId: "PLACEHOLDER-PANEL-1",
    link: `${channel}/playlists`,
    durationMinutes: 64,
    speakers: ["GCC Site Leader, financial services", "CHRO, IT services", "Talent Strategy Director, manufacturing"],
    editorialWeight: 0.8,
  },
  {
    id: "shared-future-4-ai-ready-workforce",
    type: "panel",
    title: "Shared Future 4.0: Leading the AI-Ready Workforce",
    description:
      "A panel of HR and technology leaders on preparing a workforce for AI: upskilling at scale, redesigning roles around new tools, measuring operational excellence, and the talent strategy that keeps an organisation ready for the future of work.",
    date: "2025-03-14",
    tags: ["Future of Work", "AI Adoption", "Upskilling", "Talent Strategy", "Leadership"],
    videoId: "PLACEHOLDER-PANEL-2",
    link: `${channel}/playlists`,
    durationMinutes: 71,
    speakers: ["Chief People Officer, fintech", "CTO, healthcare platform", "Head of Workforce Planning, retail"],
    editorialWeight: 0.9,
  },
] satisfies Array<MediaItem & { type: "panel" }>;

export const videos = [
  {
    id: "inside-an-ai-interview",
    type: "video",
    title: "Inside an AI-Powered Interview",
    description:
      "A walk-through of an AI interview from the candidate's side and the recruiter's: structured questions, a scoring rubric tied to the role, human review of every recommendation, and what makes the candidate experience feel fair.",
    date: "2025-05-08",
    tags: ["AI Interviews", "Candidate Experience", "Structured Interviews", "Hiring"],
    videoId: "PLACEHOLDER-VIDEO-1",
    link: channel,
    durationMinutes: 9,
    speakers: ["Product Lead, AI interviews"],
    editorialWeight: 0.8,
  },
  {
    id: "ml-engineer-deployed-in-24-hours",
    type: "video",
    title: "From Brief to Deployment in 24 Hours",
    description:
      "How a pre-vetted machine learning engineer is matched to a client brief, validated by technical interviews and onboarded within a day: the talent deployment process step by step, with the checks that keep speed from costing quality.",
    date: "2025-01-30",
    tags: ["Talent Deployment", "Machine Learning", "Tech Hiring", "Onboarding"],
    videoId: "PLACEHOLDER-VIDEO-2",
    link: channel,
    durationMinutes: 7,
    speakers: ["Delivery Manager", "Technical Assessor"],
    editorialWeight: 0.6,
  },
  {
    id: "hiring-for-cloud-and-mlops",
    type: "video",
    title: "Hiring for Cloud and MLOps: What to Test",
    description:
      "Which practical exercises reveal real cloud computing and MLOps skills: deploying a model behind an API, wiring monitoring and rollbacks, and reading an infrastructure bill. A guide for hiring managers who are not infrastructure specialists.",
    date: "2024-11-19",
    tags: ["Cloud Computing", "MLOps", "Skills Assessment", "Tech Hiring"],
    videoId: "PLACEHOLDER-VIDEO-3",
    link: channel,
    durationMinutes: 12,
    speakers: ["Staff MLOps Engineer"],
    editorialWeight: 0.5,
  },
  {
    id: "fair-hiring-with-ai",
    type: "video",
    title: "Fair Hiring with AI: Auditing for Bias",
    description:
      "What a bias audit of an AI hiring tool looks at, how to read adverse impact ratios, and how diversity, equity and inclusion goals and local compliance rules shape the way screening models are chosen and monitored.",
    date: "2024-10-10",
    tags: ["DEI", "Bias", "AI Ethics", "Compliance", "Hiring"],
    videoId: "PLACEHOLDER-VIDEO-4",
    link: channel,
    durationMinutes: 11,
    speakers: ["Responsible AI Lead", "Employment Counsel"],
    editorialWeight: 0.6,
  },
] satisfies Array<MediaItem & { type: "video" }>;

export const mediaItems: ReadonlyArray<MediaItem> = [...podcasts, ...panelDiscussions, ...videos];

export function findMediaItem(type: MediaType, id: string): MediaItem | null {
  return mediaItems.find((item) => item.type === type && item.id === id) ?? null;
}

/** How each kind of item is named on its page and on cards. */
export const mediaTypeLabels: Record<MediaType, string> = {
  podcast: "Podcast",
  panel: "Panel Discussion",
  video: "Video",
};

/** An item's page: `/podcasts/<id>`, `/panels/<id>` or `/videos/<id>` (the content calls' `/{type}s/{id}`). */
export function mediaPath(item: Pick<MediaItem, "type" | "id">): string {
  return `/${item.type}s/${item.id}`;
}

/** The kind of item a page path names (`/podcasts/...` → podcast), or null. */
export function mediaTypeOfPath(pathname: string): MediaType | null {
  const segment = pathname.split("/")[1] ?? "";
  const type = segment.endsWith("s") ? segment.slice(0, -1) : "";
  return type === "podcast" || type === "panel" || type === "video" ? type : null;
}
