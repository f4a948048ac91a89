import type { AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import { adminUsers } from "#server/db/schema";
import { createLogger } from "#server/logger";
import { createDeskContext } from "#server/http/admin/desk-context";
import type { ApiHarness } from "./api-app";

type PageModule = (args: never) => Promise<Response>;

export type RenderedPage = {
  status: number;
  /** The document as sent. */
  html: string;
  /** What a person reads: tags and spacing folded away, entities for & < > " ' read back. */
  text: string;
};

/** What a person reads of a page's HTML: its text, on one line. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * An admin page as a signed-in member of staff gets it, from its route module's loader (or its
 * action, for a form posted to the page): the server's own rendering, without the HTTP gate.
 */
export async function renderAdminPage(
  h: ApiHarness,
  staffEmail: string,
  page: PageModule,
  path: string,
  options: { params?: Record<string, string>; form?: Record<string, string>; clock?: () => Date } = {},
): Promise<RenderedPage> {
  const [account] = await h.database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, staffEmail));
  if (!account) throw new Error(`no staff account ${staffEmail}`);
  const services = {
    db: h.database.db,
    config: h.config,
    logger: createLogger("silent", "test"),
    clock: options.clock ?? (() => new Date()),
  };
  const request = new Request(
    `http://localhost:3000${path}`,
    options.form
      ? {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(options.form).toString(),
        }
      : {},
  );
  const context = {
    desk: createDeskContext(services, h.analytics.events),
    staff: { userId: account.id, email: staffEmail, sessionId: "test" },
  };
  const response = await page({
    request,
    context: context as unknown as AppLoadContext,
    params: options.params ?? {},
  } as never);
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}
