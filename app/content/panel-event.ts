import { site } from "./site";

/**
 * The virtual panel of /gcc-panel, as one typed record: the page, its Event JSON-LD and the
 * past-event notice all read it, so the next edition is a change of data here. Names, companies
 * and links are placeholders in the style of site.ts.
 */
export type CompanyBadge = { name: string; monogram: string; colour: string };

export type PanelSpeaker = {
  name: string;
  title: string;
  company: CompanyBadge;
  experience: string;
  expertise: Array<string>;
  /** Profile on the professional network, when the speaker wants it shown. */
  profileUrl: string | null;
};

export type PanelTopic = { title: string; text: string; points: Array<string> };
export type AttendReason = { title: string; text: string };
export type LiveStream = { platform: string; text: string; url: string };

export type PanelEvent = {
  name: string;
  series: string;
  theme: string;
  summary: string;
  /** ISO 8601 with the offset of `timeZone`. */
  startsAt: string;
  durationMinutes: number;
  /** IANA zone the times are announced in, and its short and long names. */
  timeZone: string;
  timeZoneAbbreviation: string;
  timeZoneName: string;
  format: string;
  registration: string;
  registerUrl: string;
  streams: [LiveStream, LiveStream];
  speakers: Array<PanelSpeaker>;
  topics: Array<PanelTopic>;
  reasons: Array<AttendReason>;
};

const linkedinEvent = "https://www.linkedin.com/events/northwind-shared-future-5-example";

export const panelEvent = {
  name: "Shared Future 5.0",
  series: "Virtual Panel Series",
  theme: "Redefining Talent, Culture and Leadership",
  summary:
    "Leaders of global capability centres, IT services firms and HR technology discuss how AI is changing the way teams are hired, led and grown, and what leaders should do about it this year.",
  startsAt: "2025-09-26T16:00:00+05:30",
  durationMinutes: 90,
  timeZone: "Asia/Kolkata",
  timeZoneAbbreviation: "IST",
  timeZoneName: "India Standard Time, UTC+5:30",
  format: "Virtual",
  registration: "Free",
  registerUrl: linkedinEvent,
  streams: [
    { platform: "LinkedIn Live", text: "Watch on the event page and comment live.", url: linkedinEvent },
    {
      platform: "YouTube Live",
      text: "Stream on our channel, with the recording after.",
      url: `${site.social.youtube}/live`,
    },
  ],
  speakers: [
    {
      name: "Dr. Kavita Rao",
      title: "Chief People Officer",
      company: { name: "Corvane Systems", monogram: "C", colour: "#4338ca" },
      experience: "22 years",
      expertise: ["Talent strategy", "Leadership development", "Culture at scale"],
      profileUrl: "https://www.linkedin.com/in/kavita-rao-example",
    },
    {
      name: "Rahul Deshmukh",
      title: "GCC Site Leader",
      company: { name: "Kairos Capital", monogram: "K", colour: "#047857" },
      experience: "18 years",
      expertise: ["Global capability centres", "Operating models", "Tech hiring at scale"],
      profileUrl: "https://www.linkedin.com/in/rahul-deshmukh-example",
    },
    {
      name: "Priya Natarajan",
      title: "VP, Talent Acquisition",
      company: { name: "Medivista Health", monogram: "M", colour: "#0e7490" },
      experience: "15 years",
      expertise: ["AI in recruiting", "Employer branding", "Diversity hiring"],
      profileUrl: null,
    },
    {
      name: "Sanjay Kulkarni",
      title: "Chief Technology Officer",
      company: { name: "Tessera Learning", monogram: "T", colour: "#7c3aed" },
      experience: "20 years",
      expertise: ["AI adoption", "Engineering culture", "Future of work"],
      profileUrl: "https://www.linkedin.com/in/sanjay-kulkarni-example",
    },
  ],
  topics: [
    {
      title: "Talent Acquisition Strategies",
      text: "Hiring for skills in a market where AI changes job descriptions every quarter.",
      points: ["Skills-based hiring", "AI interviews done fairly", "Joining ratios that hold"],
    },
    {
      title: "Technology Innovation",
      text: "Which AI tools are worth adopting across HR, delivery and operations, and which to skip.",
      points: ["Generative AI in delivery", "Build, buy or partner", "Measuring real value"],
    },
    {
      title: "Operational Excellence",
      text: "Running capability centres and delivery teams that scale without losing quality.",
      points: ["Vendor consolidation", "Bench and utilisation", "Delivery metrics that matter"],
    },
    {
      title: "Future of Work",
      text: "Culture, leadership and careers when people and AI agents work side by side.",
      points: ["Hybrid and distributed teams", "Reskilling at scale", "Leading through change"],
    },
  ],
  reasons: [
    {
      title: "Partnership Opportunities",
      text: "Meet GCC leaders and enterprise buyers looking for delivery partners they can trust.",
    },
    {
      title: "Industry Insights",
      text: "Hear first-hand how leading centres plan hiring, budgets and AI adoption for next year.",
    },
    {
      title: "Networking",
      text: "Connect with peers from IT services, HR technology and capability centres in one place.",
    },
    {
      title: "Business Growth",
      text: "Leave with ideas to win work, staff it faster and keep the people you hire.",
    },
  ],
} satisfies PanelEvent;

/** When the event starts and ends (UTC instants). */
export function eventWindow(event: PanelEvent): { start: Date; end: Date } {
  const start = new Date(event.startsAt);
  return { start, end: new Date(start.getTime() + event.durationMinutes * 60_000) };
}

/** 'September 26, 2025' and '4:00 PM', in the event's own time zone whatever the visitor's. */
export function eventLabels(event: PanelEvent): { date: string; time: string; weekday: string } {
  const { start } = eventWindow(event);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, ...options }).format(start);
  return {
    date: format({ month: "long", day: "numeric", year: "numeric" }),
    time: format({ hour: "numeric", minute: "2-digit", hour12: true }),
    weekday: format({ weekday: "long" }),
  };
}

export type EventPhase = "upcoming" | "live" | "past";

/** Where the event stands at `now` (ms since the epoch): before it starts, while it runs, after it ends. */
export function eventPhase(event: PanelEvent, now: number): EventPhase {
  const { start, end } = eventWindow(event);
  if (now < start.getTime()) return "upcoming";
  return now < end.getTime() ? "live" : "past";
}
