/**
 * The Shared Future community page (/shared-future): the WhatsApp group promo and the reasons to
 * join. The videos are the shared media records (media.ts); the group link is in site.ts.
 */
export const communityMembers = "500+";

export type CommunityBenefit = { icon: CommunityIcon; title: string; text: string };
export type CommunityIcon = "spark" | "calendar" | "people" | "briefcase" | "chat" | "book";

/** What members of the WhatsApp group get (docs/product.md's five benefits, in our words). */
export const groupBenefits = [
  "A weekly digest of hiring, HR-technology and AI news that matters",
  "First invitations to Shared Future panels, podcasts and meet-ups",
  "Direct conversations with CHROs, GCC leaders and talent heads",
  "Roles, projects and partnership opportunities shared first",
  "A trusted peer group to test ideas and ask hard questions",
] as const;

/** Why Join: six benefit cards. */
export const joinReasons = [
  {
    icon: "spark",
    title: "Learn from practitioners",
    text: "Leaders who hire, build and run teams share what worked for them, and what did not.",
  },
  {
    icon: "people",
    title: "Grow your network",
    text: "Meet HR, talent and technology leaders from global capability centres and IT services firms.",
  },
  {
    icon: "calendar",
    title: "Early access to events",
    text: "Reserved seats at our virtual panels and first word on every new Shared Future edition.",
  },
  {
    icon: "chat",
    title: "Share your expertise",
    text: "Join a podcast, suggest a panel topic or host a discussion with peers who care.",
  },
  {
    icon: "book",
    title: "Stay ahead on AI in hiring",
    text: "Practical notes on AI interviews, skills-based hiring and workforce planning.",
  },
  {
    icon: "briefcase",
    title: "Find partners and talent",
    text: "Connect with vetted partners and specialists when your next programme needs them.",
  },
] satisfies Array<CommunityBenefit>;
