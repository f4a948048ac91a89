import path from "node:path";
import { expect, test } from "vitest";
import { todayIn } from "#app/lib/booking-slots";
import { useAdminSite } from "#tests/support/admin-site";
import { watchCsp } from "#tests/support/browser";
import { talentRequestBody } from "#tests/support/leads";
import { readEmlFolder, waitFor } from "#tests/support/mail";
import { startWebhookReceiver } from "#tests/support/webhook-receiver";

/**
 * A business time zone where it is 09:xx while the test runs, so the morning digest is due
 * (`Etc/GMT-5` is five hours ahead of UTC: the sign is POSIX's, the other way round). Taken for
 * 90 s from now: near the end of an hour it is 08:59 there at first, and 09:00 soon after.
 */
function zoneWhereItIsNine(): string {
  const offset = 9 - new Date(Date.now() + 90_000).getUTCHours();
  const hours = offset > 14 ? offset - 24 : offset < -12 ? offset + 24 : offset;
  return hours === 0 ? "Etc/UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}
const zone = zoneWhereItIsNine();

const site = useAdminSite({
  env: { WEBHOOK_ALLOW_PRIVATE: "true", BOOKING_TIME_ZONE: zone, DIGEST_CHECK_MS: "1000" },
});

async function submitTalentRequest(body: Record<string, unknown>, ip: string): Promise<void> {
  const response = await fetch(`${site.server.url}/api/talent-requests`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url, "x-forwarded-for": ip },
    body: JSON.stringify(talentRequestBody(body)),
  });
  expect(response.status).toBe(201);
}

test("a salesperson's morning: a chat alert, the unassigned lead taken, noted with a next step, moved on the board, found again by a misspelt company, and the digest", async () => {
  const receiver = await startWebhookReceiver(() => 200);
  try {
    const visit = await site.signedIn("/admin/webhooks");
    await watchCsp(visit);
    const { page } = visit;
    const url = (p: string) => site.server.url + p;

    // Alerts where the team already is: a Slack-style endpoint for talent requests.
    await page.getByLabel("Address").fill(receiver.url);
    await page.getByLabel("Slack message (incoming webhook)").check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByText("The endpoint was added.").waitFor();

    await submitTalentRequest(
      { name: "Marguerite Okonkwo", email: "marguerite@heliotrope.example", company: "Heliotrope Analytics" },
      "198.51.100.21",
    );
    await submitTalentRequest(
      { name: "Saul Brandt", email: "saul@brandt-freight.example", company: "Brandt Freight" },
      "198.51.100.22",
    );
    const alert = await waitFor(
      () => receiver.received.find((r) => r.body.includes("Marguerite")),
      10_000,
      "chat alert",
    );
    expect(JSON.parse(alert.body).text).toMatch(
      new RegExp(
        `^New talent request: Marguerite Okonkwo, Heliotrope Analytics <${site.server.url}/admin/leads/talent-requests/[0-9a-f-]{36}\\|Open the lead>$`,
      ),
    );

    // The inbox, unassigned: both leads; assign Marguerite's to me.
    await page.goto(url("/admin"));
    await page.getByRole("link", { name: "Unassigned" }).click();
    await page.waitForURL(/owner=unassigned/);
    await page.getByRole("checkbox", { name: "Select Marguerite Okonkwo" }).check();
    await page.locator("#bulk-owner").selectOption({ label: "Me" });
    await page.getByRole("button", { name: "Assign selected" }).click();
    await page.getByText("The owner was changed.").waitFor();
    expect(await page.getByRole("link", { name: "Marguerite Okonkwo" }).count()).toBe(0);
    await page.getByRole("link", { name: "Mine" }).click();
    await page.getByRole("link", { name: "Marguerite Okonkwo" }).click();

    // The lead, then the person: a note and a next step for today.
    await page.getByRole("link", { name: /the person and all their leads/ }).click();
    await page.getByRole("heading", { level: 1, name: "Marguerite Okonkwo" }).waitFor();
    expect(await page.getByText("Talent request received").count()).toBe(1);
    await page.goBack();
    await page.getByLabel("Note").fill("Called Marguerite: two data engineers from January.");
    await page.getByLabel("Follow up on").fill(todayIn(zone));
    await page.getByLabel("Next step").fill("Send two CVs");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("The lead was updated.").waitFor();
    await page.getByText(/set the next step for .*: Send two CVs/).waitFor();

    // The board: move the card to Qualified with a form post.
    await page.goto(url("/admin/board"));
    await page.getByLabel("Stage of Marguerite Okonkwo").selectOption({ label: "Qualified" });
    await page
      .getByRole("listitem")
      .filter({ hasText: "Marguerite Okonkwo" })
      .getByRole("button", { name: "Move" })
      .click();
    await page.getByText("The lead was updated.").waitFor();
    const qualified = page.getByRole("region", { name: /^Qualified/ });
    await qualified.getByRole("link", { name: "Marguerite Okonkwo" }).waitFor();

    // Found again by a misspelt company, from the search box on every page.
    await page
      .getByRole("searchbox", { name: "Search people, companies and leads" })
      .first()
      .fill("Heliotrop Analytcs");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/search\?q=/);
    await page
      .getByRole("link", { name: /Marguerite Okonkwo/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: "Marguerite Okonkwo" }).waitFor();
    await page.getByText(/moved it from New to Qualified/).waitFor();

    // The morning digest, from the file mailbox: the lead of mine, with its link.
    const digest = await waitFor(
      async () =>
        (await readEmlFolder(path.join(site.server.dataDir, "mail"))).find((mail) =>
          mail.subject?.startsWith("Your leads for"),
        ),
      150_000,
      "the digest",
    );
    expect(digest.to && "text" in digest.to ? digest.to.text : "").toContain(site.staff.email);
    expect(digest.text).toContain("Marguerite Okonkwo");
    expect(digest.text).toMatch(/\/admin\/leads\/talent-requests\/[0-9a-f-]{36}/);
  } finally {
    await receiver.close();
  }
}, 240_000);
