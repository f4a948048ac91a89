import { blogArticleIndex } from "#app/content/blog-index";
import { blogCategories } from "#app/content/blog-categories";
import { mediaItems, mediaPath } from "#app/content/media";
import type { LeadType } from "#app/lib/leads/lead-kinds";
import { channelOf, sourceOf, type Channel, type Touch } from "./channel";

/**
 * What demo analytics are made of (demo-events.ts): the site's real pages with how often each is
 * seen, the forms on them with how often a view starts one, and the ways visitors arrive. The
 * weights are guesses at a B2B site's traffic, made so that every report has something to show.
 */

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

const articlePaths = blogArticleIndex.map((article) => `/blog/${article.slug}`);
const categoryPaths = blogCategories.map((category) => `/blog/category/${category.slug}`);
const mediaPaths = mediaItems.map(mediaPath);

/** Spreads a share of views over pages, the first ones seen most (as a blog's newest or best articles are). */
function spread(paths: Array<string>, share: number): Array<readonly [string, number]> {
  const weights = paths.map((_, i) => 1 / (i + 2));
  const sum = weights.reduce((a, b) => a + b, 0);
  return paths.map((path, i) => [path, (share * (weights[i] ?? 0)) / sum] as const);
}

/** Pages as visitors move between them (percent of views). */
export const pageWeights: Weighted<string> = [
  ["/", 26],
  ["/blog", 8],
  ...spread(articlePaths, 18),
  ...spread(categoryPaths, 3),
  ["/gitex", 7],
  ["/ai-talent-deployment", 9],
  ["/gcc-panel", 4],
  ["/shared-future", 3],
  ["/recommendations", 4],
  ["/case-study-int", 3],
  ["/case-study-magic-edtech", 3],
  ...spread(mediaPaths, 8),
  ["/privacy-policy", 1],
  ["/cookie-policy", 1],
  ["/terms-of-service", 0.5],
  ["/gdpr-compliance", 0.5],
];

/** Where a visit from a search engine lands: the articles more than anywhere else. */
const searchLandings: Weighted<string> = [
  ["/", 30],
  ...spread(articlePaths, 45),
  ["/ai-talent-deployment", 12],
  ["/blog", 5],
  ["/gitex", 4],
  ...spread(mediaPaths, 4),
];

/**
 * The forms a view of a page may start, with the chance it does. The booking dialog opens from every
 * page's header; the others sit on their own pages (home's interview form, the deployment page's
 * talent request, the GITEX registration, the panel's questions, the blog's newsletter box).
 */
export function formsOn(path: string): Weighted<LeadType> {
  if (path === "/")
    return [
      ["ai-interview", 0.035],
      ["appointment", 0.012],
    ];
  if (path === "/ai-talent-deployment")
    return [
      ["talent-request", 0.06],
      ["appointment", 0.025],
    ];
  if (path === "/gitex")
    return [
      ["gitex-registration", 0.1],
      ["appointment", 0.005],
    ];
  if (path === "/gcc-panel")
    return [
      ["panel-question", 0.05],
      ["appointment", 0.005],
    ];
  if (path.startsWith("/blog"))
    return [
      ["newsletter", 0.02],
      ["appointment", 0.003],
    ];
  if (path.startsWith("/case-study")) return [["appointment", 0.03]];
  return [["appointment", 0.004]];
}

/** The endpoint each lead form posts to: what the tracker sends as a form start's `form`. */
export const formEndpoints: Record<LeadType, string> = {
  appointment: "/api/appointments/schedule",
  "ai-interview": "/api/ai-interview",
  "gitex-registration": "/api/gitex/submit",
  "panel-question": "/api/qa/submit",
  "talent-request": "/api/talent-requests",
  newsletter: "/api/newsletter",
};

/**
 * One way of arriving, as the landing address and referrer would show it. The weight of a touch
 * with `days` is its share while it runs (a week-long booth brings many visitors in that week).
 */
export type DemoTouch = {
  touch: Touch;
  /** Where such visits land; the site's usual pages when absent. */
  landings?: Weighted<string>;
  /** Days ago the campaign ran (from, to): outside them nobody arrives this way. */
  days?: readonly [number, number];
};

/** A touch with its channel and source worked out once, by the same rules as the endpoint's. */
export type ClassifiedTouch = DemoTouch & { channel: Channel; source: string };

function touch(fields: Partial<Touch>): Touch {
  return {
    referrerDomain: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    clickIdType: null,
    ...fields,
  };
}

const referred = (referrerDomain: string) => touch({ referrerDomain });

const gitexDays = [75, 35] as const;

const demoTouches: Weighted<DemoTouch> = [
  [{ touch: touch({}) }, 24],
  // Organic search and its country domains; the engines withhold the query.
  [{ touch: referred("google.com"), landings: searchLandings }, 17],
  [{ touch: referred("google.co.in"), landings: searchLandings }, 4],
  [{ touch: referred("google.ae"), landings: searchLandings }, 1],
  [{ touch: referred("bing.com"), landings: searchLandings }, 3],
  [{ touch: referred("duckduckgo.com"), landings: searchLandings }, 1],
  [{ touch: referred("ecosia.org"), landings: searchLandings }, 0.3],
  // Social, unpaid.
  [{ touch: referred("linkedin.com") }, 5],
  [{ touch: referred("lnkd.in") }, 1.5],
  [{ touch: referred("t.co") }, 0.8],
  [{ touch: referred("facebook.com") }, 0.6],
  [{ touch: touch({ referrerDomain: "l.facebook.com", clickIdType: "fbclid" }) }, 0.4],
  [{ touch: referred("reddit.com"), landings: spread(articlePaths, 1) }, 0.5],
  [{ touch: referred("news.ycombinator.com"), landings: spread(articlePaths, 1) }, 0.3],
  [{ touch: referred("youtube.com"), landings: spread(mediaPaths, 1) }, 0.4],
  // Referrals, an AI assistant's tagged links among them.
  [{ touch: referred("github.com") }, 0.8],
  [{ touch: referred("medium.com"), landings: spread(articlePaths, 1) }, 0.8],
  [
    {
      touch: referred("clutch.co"),
      landings: [
        ["/", 2],
        ["/ai-talent-deployment", 1],
      ],
    },
    0.6,
  ],
  [{ touch: touch({ utmSource: "chatgpt.com" }) }, 1.2],
  [{ touch: referred("perplexity.ai") }, 0.4],
  [{ touch: referred("gitex.com"), landings: [["/gitex", 1]], days: gitexDays }, 0.8],
  // Email: the newsletter's monthly digests, the panel's invitation, webmail links.
  [
    {
      touch: touch({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "monthly-digest-october" }),
      landings: spread(articlePaths, 1),
      days: [56, 28],
    },
    3,
  ],
  [
    {
      touch: touch({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "monthly-digest-november" }),
      landings: spread(articlePaths, 1),
      days: [27, 0],
    },
    3,
  ],
  [
    {
      touch: touch({ utmSource: "hs_email", utmMedium: "email", utmCampaign: "gcc-panel-invite" }),
      landings: [["/gcc-panel", 1]],
      days: [45, 10],
    },
    1.5,
  ],
  [{ touch: referred("mail.google.com") }, 0.8],
  [{ touch: referred("outlook.live.com") }, 0.3],
  // Paid search.
  [
    {
      touch: touch({
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "ai-talent-q4",
        utmTerm: "hire ml engineers",
        clickIdType: "gclid",
      }),
      landings: [["/ai-talent-deployment", 1]],
    },
    3,
  ],
  [
    {
      touch: touch({
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "ai-talent-q4",
        utmTerm: "ai talent india",
        clickIdType: "gclid",
      }),
      landings: [["/ai-talent-deployment", 1]],
    },
    2,
  ],
  [
    {
      touch: touch({ utmSource: "google", utmMedium: "cpc", utmCampaign: "brand", clickIdType: "gclid" }),
      landings: [["/", 1]],
    },
    1.5,
  ],
  [
    {
      touch: touch({ utmSource: "bing", utmMedium: "cpc", utmCampaign: "ai-talent-q4", clickIdType: "msclkid" }),
      landings: [["/ai-talent-deployment", 1]],
    },
    0.8,
  ],
  // Paid social.
  [
    {
      touch: touch({
        referrerDomain: "linkedin.com",
        utmSource: "linkedin",
        utmMedium: "paid_social",
        utmCampaign: "gitex-2026",
        utmContent: "carousel-a",
        clickIdType: "li_fat_id",
      }),
      landings: [["/gitex", 1]],
      days: gitexDays,
    },
    2,
  ],
  [
    {
      touch: touch({
        referrerDomain: "linkedin.com",
        utmSource: "linkedin",
        utmMedium: "paid_social",
        utmCampaign: "gitex-2026",
        utmContent: "video-b",
        clickIdType: "li_fat_id",
      }),
      landings: [["/gitex", 1]],
      days: gitexDays,
    },
    1.5,
  ],
  [
    {
      touch: touch({
        referrerDomain: "linkedin.com",
        utmSource: "linkedin",
        utmMedium: "paid-social",
        utmCampaign: "ai-talent-q4",
        clickIdType: "li_fat_id",
      }),
      landings: [["/ai-talent-deployment", 1]],
    },
    1.5,
  ],
  [
    {
      touch: touch({
        referrerDomain: "facebook.com",
        utmSource: "facebook",
        utmMedium: "paid-social",
        utmCampaign: "employer-brand",
        clickIdType: "fbclid",
      }),
    },
    0.8,
  ],
  // Offline and partner campaigns.
  [
    {
      touch: touch({ utmSource: "gitex-booth", utmMedium: "qr", utmCampaign: "gitex-2026" }),
      landings: [["/gitex", 1]],
      days: [50, 44],
    },
    8,
  ],
  [
    {
      touch: touch({ utmSource: "print", utmMedium: "brochure", utmCampaign: "gcc-panel-2026" }),
      landings: [["/gcc-panel", 1]],
      days: [40, 20],
    },
    2,
  ],
  [
    {
      touch: touch({ utmSource: "partner-webinar", utmMedium: "webinar", utmCampaign: "ai-interviews-webinar" }),
      landings: [["/", 1]],
      days: [20, 5],
    },
    3,
  ],
];

/** Every way of arriving, with the channel and source the endpoint would give it. */
export const classifiedTouches: Weighted<ClassifiedTouch> = demoTouches.map(
  ([demo, weight]) => [{ ...demo, channel: channelOf(demo.touch), source: sourceOf(demo.touch) }, weight] as const,
);
