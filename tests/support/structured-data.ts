import { z } from "zod";

/**
 * What search engines require and recommend of each kind of JSON-LD the site writes, as one small
 * schema per type, written from Google Search Central's structured-data pages (Article, Event,
 * Organization, Breadcrumb). A rich result that Google no longer shows for ordinary sites (FAQ)
 * has no schema here, and no page may carry it.
 */
const absoluteUrl = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();
/** A day and time with its offset from UTC (an event's time is ambiguous without one). */
const isoDateTimeWithOffset = z.iso.datetime({ offset: true, local: false });
const schemaOrg = (names: ReadonlyArray<string>) => z.enum(names.map((name) => `https://schema.org/${name}`));

const person = z.object({ "@type": z.literal("Person"), name: z.string().min(1) });
const organisationRef = z.object({ "@type": z.literal("Organization"), name: z.string().min(1), url: absoluteUrl });
const imageRef = z.union([absoluteUrl, z.object({ "@type": z.literal("ImageObject"), url: absoluteUrl })]);

export const organizationSchema = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Organization"),
  name: z.string().min(1),
  url: absoluteUrl,
  logo: imageRef,
  address: z.object({
    "@type": z.literal("PostalAddress"),
    streetAddress: z.string().min(1),
    addressLocality: z.string().min(1),
    postalCode: z.string().min(1),
    addressCountry: z.string().length(2),
  }),
  email: z.email(),
  telephone: z.string().regex(/^\+[\d ]{7,}$/),
  sameAs: z.array(absoluteUrl).min(1),
});

export const articleSchema = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Article"),
  headline: z.string().min(1),
  description: z.string().min(1),
  url: absoluteUrl,
  // Google: several images in wide proportions, each crawlable; ours is the page's 1200×630 preview.
  image: z.array(absoluteUrl).min(1),
  datePublished: isoDate,
  dateModified: isoDate,
  author: z.union([person, organisationRef]),
  publisher: organisationRef.extend({ logo: imageRef }),
});

export const eventSchema = z
  .object({
    "@context": z.literal("https://schema.org"),
    "@type": z.literal("Event"),
    name: z.string().min(1),
    description: z.string().min(1),
    url: absoluteUrl,
    image: z.array(absoluteUrl).min(1),
    startDate: isoDateTimeWithOffset,
    endDate: isoDateTimeWithOffset,
    eventStatus: schemaOrg([
      "EventScheduled",
      "EventCancelled",
      "EventMovedOnline",
      "EventPostponed",
      "EventRescheduled",
    ]),
    eventAttendanceMode: schemaOrg([
      "OnlineEventAttendanceMode",
      "OfflineEventAttendanceMode",
      "MixedEventAttendanceMode",
    ]),
    location: z.union([
      z.object({ "@type": z.literal("VirtualLocation"), url: absoluteUrl }),
      z.object({ "@type": z.literal("Place"), name: z.string().min(1), address: z.unknown() }),
    ]),
    organizer: organisationRef,
    performer: z.array(person).min(1),
    offers: z
      .object({
        "@type": z.literal("Offer"),
        price: z.string().regex(/^\d+(\.\d+)?$/),
        priceCurrency: z.string().length(3),
        availability: schemaOrg(["InStock", "SoldOut", "PreOrder"]),
        url: absoluteUrl,
      })
      .optional(),
  })
  .refine((event) => Date.parse(event.endDate) > Date.parse(event.startDate), "the event ends after it starts")
  .refine(
    (event) =>
      (event.eventAttendanceMode === "https://schema.org/OnlineEventAttendanceMode") ===
      (event.location["@type"] === "VirtualLocation"),
    "an online event takes place at a VirtualLocation",
  );

export const breadcrumbListSchema = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z
    .array(
      z.object({
        "@type": z.literal("ListItem"),
        position: z.number().int(),
        name: z.string().min(1),
        item: absoluteUrl,
      }),
    )
    .min(2)
    .refine((items) => items.every((item, index) => item.position === index + 1), "positions count 1, 2, 3…"),
});

export const structuredDataSchemas = {
  Organization: organizationSchema,
  Article: articleSchema,
  Event: eventSchema,
  BreadcrumbList: breadcrumbListSchema,
} as const;

export type StructuredDataType = keyof typeof structuredDataSchemas;

/** Every problem of one JSON-LD object, or none: an unknown `@type` is a problem too. */
export function structuredDataProblems(data: Record<string, unknown>): Array<string> {
  const type = String(data["@type"]);
  const schema = structuredDataSchemas[type as StructuredDataType] as z.ZodType | undefined;
  if (!schema) return [`no schema for @type ${type}`];
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${type}.${issue.path.join(".")}: ${issue.message}`);
}

/** The JSON-LD objects of an HTML page, parsed. */
export function jsonLdInHtml(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}
