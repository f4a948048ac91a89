/**
 * Everything that names the company lives here: swap the placeholders in this
 * one module when the real name, address, social links and event URLs are known.
 */
export type NavLink = { label: string; href: string };

/** Replaced by the build with PUBLIC_URL as it was then (vite.config.ts, scripts/build-server.mjs). */
declare const __PUBLIC_URL__: string | undefined;

/**
 * The site's public address: PUBLIC_URL when the site was built with one (canonical URLs, og:url,
 * the sitemap and structured data are written into the prerendered pages then), else the placeholder.
 */
export function siteUrlFrom(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : "https://www.northwind-talent.example";
}

export const site = {
  name: "Northwind Talent",
  shortName: "Northwind",
  legalName: "Northwind Talent Private Limited",
  tagline: "Empowering Workforce Flexibility",
  description:
    "AI, data, low-code and QA specialists deployed in 24 hours. Pre-vetted talent, AI-powered interviews and AI agents for hiring teams.",
  url: siteUrlFrom(typeof __PUBLIC_URL__ === "string" ? __PUBLIC_URL__ : undefined),
  email: "hello@northwind-talent.example",
  phone: "+91 265 000 0000",
  address: {
    street: "4th Floor, Alkapuri Business Centre, R.C. Dutt Road",
    city: "Vadodara",
    region: "Gujarat",
    postalCode: "390007",
    country: "India",
  },
  copyrightYear: 2025,
  social: {
    linkedin: "https://www.linkedin.com/company/northwind-talent-example",
    youtube: "https://www.youtube.com/@northwind-talent-example",
    twitter: "https://x.com/northwind_talent_example",
  },
  privacyEmail: "privacy@northwind-talent.example",
  /** The Shared Future community's WhatsApp group (invite link). */
  communityGroupUrl: "https://chat.whatsapp.com/northwind-shared-future-example",
} as const;

export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** Home-page sections the header and menus link to (ids are docs/product.md's anchors). */
export const sectionLinks = {
  offerings: { label: "Core Offerings", id: "offerings" },
  skillNetwork: { label: "Skills Network", id: "skill-network" },
  industries: { label: "Industries", id: "industries" },
  aiTalent: { label: "AI Talent", id: "talent-specializations" },
} as const;

export const footerServices = [
  "AI Talent Deployment",
  "AI-Powered Screening",
  "AI Project Development",
  "Gen AI Tools",
] as const;

export const footerCompany: Array<NavLink> = [
  { label: "About Us", href: "/#offerings" },
  { label: "Careers", href: "/ai-talent-deployment" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: `mailto:hello@northwind-talent.example` },
  { label: "Shared Future - GCC Edition", href: "/gcc-panel" },
];

export const legalLinks: Array<NavLink> = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Policy", href: "/cookie-policy" },
  { label: "GDPR Compliance", href: "/gdpr-compliance" },
];
