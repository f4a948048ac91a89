import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { newsletterSubscribers, outboxEmails } from "#server/db/schema";
import type { NewsletterPages } from "#app/modules/newsletter/server";

/** A valid POST /api/newsletter body: exactly the fields the 'Stay Updated' form sends. */
export function newsletterBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: "Kavya Menon", email: "kavya@example.com", page: "/blog", website: "", ...overrides };
}

let counter = 0;
/** A fresh address, so tests never share a subscriber. */
export function freshAddress(label = "reader"): string {
  counter += 1;
  return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export async function subscriberOf(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return row ?? null;
}

/** The newsletter emails queued for an address, oldest first. */
export async function newsletterMailTo(db: Database, email: string, kind?: string) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.recipient, email),
        kind ? eq(outboxEmails.kind, kind) : sql`${outboxEmails.kind} like 'newsletter.%'`,
      ),
    )
    .orderBy(desc(outboxEmails.createdAt));
  return rows.reverse();
}

/** The token at the end of a newsletter link (confirm or unsubscribe page) in an email's text. */
export function linkToken(text: string, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`/newsletter/${page}/([A-Za-z0-9_.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /newsletter/${page}/ link in:\n${text}`);
  return match[1];
}

/** The https one-click address of a List-Unsubscribe header value. */
export function oneClickUrlOf(listUnsubscribe: string): string {
  const match = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe);
  if (!match?.[1]) throw new Error(`no https address in List-Unsubscribe: ${listUnsubscribe}`);
  return match[1];
}

const pageSite = "http://localhost:3000";

/**
 * What a newsletter page's loader or action gets from the server (the newsletter service and the
 * hashed IP), for a GET of the link or, with `intent`, the form's same-site POST.
 */
export function newsletterPageArgs(
  pages: NewsletterPages,
  page: "confirm" | "unsubscribe",
  token: string,
  intent?: string,
): { request: Request; params: { token: string }; context: Record<string, unknown> } {
  const url = `${pageSite}/newsletter/${page}/${token}`;
  const request = intent
    ? new Request(url, { method: "POST", body: new URLSearchParams({ intent }), headers: { origin: pageSite } })
    : new Request(url);
  return { request, params: { token }, context: { newsletter: pages, clientIpHash: "a1b2c3d4e5f60718" } };
}
