import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { loader as unsubscribeLoader } from "#app/modules/newsletter/pages/newsletter-unsubscribe";
import { action as confirmAction } from "#app/modules/newsletter/pages/newsletter-confirm";
import { outboxEmails } from "#server/db/schema";
import { createNewsletterPages } from "#app/modules/newsletter/server/manage";
import { newsletterSettings } from "#app/modules/newsletter/server/settings";
import { useApiHarness } from "#tests/support/api-app";
import { aiInterviewBody, freshIp } from "#tests/support/leads";
import {
  freshAddress,
  linkToken,
  newsletterBody,
  newsletterPageArgs,
  newsletterMailTo,
  oneClickUrlOf,
  subscriberOf,
} from "#tests/support/newsletter";

const secret = "provider-shared-secret-0123456789";
const h = useApiHarness({ env: { MAIL_EVENTS_SECRET: secret, RATE_LIMIT_PER_MINUTE: "1000" } });

function pageArgs(page: "confirm" | "unsubscribe", token: string, intent?: string) {
  const pages = createNewsletterPages({
    db: h.database.db,
    settings: newsletterSettings(h.config),
    clock: () => new Date(),
  });
  return newsletterPageArgs(pages, page, token, intent) as never;
}

test("a subscriber who complained is sent nothing more, yet the unsubscribe page and one-click unsubscribe still work and its next lead reaches sales", async () => {
  const email = freshAddress("complainer");
  const signedUp = await h.postJson("/api/newsletter", newsletterBody({ email }), { "x-forwarded-for": freshIp() });
  expect(signedUp.status).toBe(201);
  const [confirmation] = await newsletterMailTo(h.database.db, email, "newsletter.confirmation");
  await confirmAction(pageArgs("confirm", linkToken(confirmation?.text ?? "", "confirm"), "confirm"));
  const [welcome] = await newsletterMailTo(h.database.db, email, "newsletter.welcome");
  expect(welcome?.status).toBe("pending");

  const complaint = await h.postJson(
    "/api/mail-events",
    { events: [{ type: "complaint", email: email.toUpperCase() }] },
    { authorization: `Bearer ${secret}` },
  );
  expect(complaint.status).toBe(200);

  // The page a person opens from the email still shows the subscription.
  const token = linkToken(confirmation?.text ?? "", "unsubscribe");
  const page = (await unsubscribeLoader(pageArgs("unsubscribe", token))) as unknown;
  expect(JSON.stringify(page)).toMatch(/"state":"confirmed"/);

  // The mail provider's one-click POST still unsubscribes.
  const url = new URL(oneClickUrlOf((welcome?.headers as Record<string, string>)["List-Unsubscribe"] ?? ""));
  const oneClick = await h.request(`/api/newsletter/unsubscribe${url.search}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail-provider.example" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);
  expect(await subscriberOf(h.database.db, email)).toMatchObject({ status: "unsubscribed" });

  // A form sent from the address afterwards is stored and told to the team; its confirmation is not sent.
  const lead = await h.postJson("/api/ai-interview", aiInterviewBody({ email }), { "x-forwarded-for": freshIp() });
  expect(lead.status).toBe(201);
  const { id } = (await lead.json()) as { id: string };
  const rows = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, id));
  expect(rows.find((r) => r.recipient === email)).toMatchObject({ status: "suppressed" });
  expect(rows.find((r) => r.recipient === email)?.lastError).toMatch(/suppression list \(complaint\)/);
  expect(rows.find((r) => r.recipient === h.config.salesEmail)?.status).toBe("pending");
});
