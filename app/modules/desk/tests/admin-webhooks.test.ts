import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, expect, test } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { systemClock } from "#server/clock";
import { startWebhookWorker, type WebhookWorker } from "#app/modules/leads/server";
import { createLogger } from "#server/logger";
import { postJson, isPrivateAddress } from "#app/modules/leads/server";
import * as webhooksPage from "#app/modules/desk/desk/webhooks";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { deskPages } from "#tests/support/desk-pages";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { aiInterviewBody, freshIp, gitexBody, panelQuestionBody } from "#tests/support/leads";
import { waitFor } from "#tests/support/mail";
import { startWebhookReceiver } from "#tests/support/webhook-receiver";

let h: ApiHarness;
let cookie: string;
let worker: WebhookWorker;

beforeAll(async () => {
  h = await createApiHarness({ env: { WEBHOOK_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "1000" } });
  cookie = await signInAs(h, await createStaff(h.database.db));
  worker = startWebhookWorker({
    db: h.database.db,
    logger: createLogger("silent", "t"),
    pollMs: 50,
    maxAttempts: 3,
    retryBaseMs: 50,
    timeoutMs: 2000,
    allowPrivate: true,
    clock: systemClock,
    publicUrl: "http://localhost:3000",
  });
});
afterAll(async () => {
  await worker?.stop();
  await h?.close();
});

async function submit(path: string, body: Record<string, unknown>): Promise<string> {
  const response = await h.postJson(path, body, { "x-forwarded-for": freshIp() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function register(url: string, kinds: Array<string>): Promise<{ id: string; secret: string }> {
  const response = await asStaff(h, cookie).postJson("/api/admin/webhooks", { url, kinds, description: "CRM" });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  const [row] = await h.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return { id, secret: row?.secret ?? "" };
}

test("each new lead of the chosen kinds arrives once, signed; a 500 is retried until the receiver takes it", async () => {
  const firstIds = new Set<string>();
  const receiver = await startWebhookReceiver((request) => {
    const id = request.headers["webhook-id"] ?? "";
    // The first attempt of every delivery fails: the worker must come back with the same id.
    if (!firstIds.has(id)) {
      firstIds.add(id);
      return 500;
    }
    return 200;
  });
  try {
    const endpoint = await register(receiver.url, ["panel-question", "ai-interview"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const question = await submit("/api/qa/submit", panelQuestionBody({ name: "<b>Quinn</b>" }));
    const interview = await submit("/api/ai-interview", aiInterviewBody());
    await submit("/api/gitex/submit", gitexBody()); // a kind the endpoint did not choose
    await submit("/api/qa/submit", panelQuestionBody({ website: "https://spam.example" })); // spam
    worker.wake();

    const delivered = await waitFor(
      () => {
        const ok = receiver.received.filter((r) => r.answered === 200);
        return ok.length >= 2 ? ok : undefined;
      },
      15_000,
      "both leads delivered",
    );
    // Give a stray duplicate the chance to show up.
    await new Promise((r) => setTimeout(r, 400));
    expect(receiver.received.filter((r) => r.answered === 200)).toHaveLength(2);
    expect(receiver.received.filter((r) => r.answered === 500)).toHaveLength(2);

    const verifier = new Webhook(endpoint.secret);
    const leadIds = delivered.map((r) => {
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const payload = verifier.verify(r.body, r.headers) as {
        type: string;
        data: { id: string; kind: string; name: string };
      };
      expect(payload.type).toBe("lead.created");
      return payload.data.id;
    });
    expect(leadIds.sort()).toEqual([question, interview].sort());
    const body = JSON.parse(delivered.find((r) => r.body.includes(question))?.body ?? "{}") as {
      data: Record<string, unknown>;
    };
    expect(body.data).toMatchObject({ kind: "panel-question", name: "<b>Quinn</b>", status: "new" });
    expect(body.data.fields).not.toHaveProperty("website");

    // The retry carried the same webhook-id, and a tampered body fails verification.
    for (const id of firstIds) expect(receiver.received.filter((r) => r.headers["webhook-id"] === id)).toHaveLength(2);
    const one = delivered[0];
    if (!one) throw new Error("nothing delivered");
    expect(() => verifier.verify(one.body.replace("lead.created", "lead.deleted"), one.headers)).toThrow();

    const rows = await h.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null, lastStatusCode: 200 });
  } finally {
    await receiver.close();
  }
});

test("a receiver that keeps failing: state and last error visible, and staff can retry it", async () => {
  let healthy = false;
  const receiver = await startWebhookReceiver(() => (healthy ? 204 : 503));
  try {
    const endpoint = await register(receiver.url, ["gitex-registration"]);
    const lead = await submit("/api/gitex/submit", gitexBody());
    worker.wake();
    const failed = await waitFor(
      async () => {
        const [row] = await h.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint.id));
        return row?.status === "failed" ? row : undefined;
      },
      15_000,
      "the delivery to fail",
    );
    expect(failed).toMatchObject({
      leadId: lead,
      attempts: 3,
      lastStatusCode: 503,
      lastError: "The receiver answered HTTP 503.",
    });

    healthy = true;
    const retry = await asStaff(h, cookie).postJson(`/api/admin/outbox/webhooks/${failed.id}/retry`, {});
    expect(retry.status).toBe(200);
    worker.wake();
    await waitFor(
      async () => {
        const [row] = await h.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failed.id));
        return row?.status === "sent" ? row : undefined;
      },
      15_000,
      "the retried delivery",
    );
    expect(receiver.received.filter((r) => r.answered === 204)).toHaveLength(1);
  } finally {
    await receiver.close();
  }
});

test("endpoints on private addresses are refused unless configuration allows them", async () => {
  const strict = await createApiHarness({ pages: deskPages({ "/admin/webhooks": webhooksPage }) });
  try {
    const staff = asStaff(strict, await signInAs(strict, await createStaff(strict.database.db)));
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://localhost/x",
      "http://10.1.2.3/x",
      "http://[::1]/x",
      "http://169.254.169.254/latest",
      // IPv6 forms that carry a loopback or private IPv4 address.
      "http://[::127.0.0.1]/x",
      "http://[::7f00:1]/x",
      "http://[64:ff9b::7f00:1]/x",
      "http://[64:ff9b:1::a00:1]/x",
      "http://[2002:7f00:1::]/x",
      "http://[::ffff:0:7f00:1]/x",
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x",
    ]) {
      const response = await staff.postJson("/api/admin/webhooks", { url, kinds: ["appointment"] });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { message: string }).message, url).toMatch(/private or local network/);
    }
    const form = await staff.postForm("/admin/webhooks", {
      intent: "add",
      url: "http://192.168.1.5/x",
      kinds: ["appointment"],
    });
    expect(form.status).toBe(400);
    expect(visibleText(await form.text())).toContain(
      "That address is on a private or local network; webhooks go to public hosts only.",
    );
    expect(await strict.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  } finally {
    await strict.close();
  }
  // And at delivery time, whatever the name resolved to when it was registered.
  await expect(postJson("http://localhost:9/x", "{}", {}, { timeoutMs: 1000, allowPrivate: false })).rejects.toThrow(
    /private address/,
  );
  await expect(postJson("http://127.0.0.1:9/x", "{}", {}, { timeoutMs: 1000, allowPrivate: false })).rejects.toThrow(
    /private address/,
  );
  for (const address of [
    "127.0.0.1",
    "10.0.0.1",
    "172.20.1.1",
    "192.168.0.1",
    "169.254.1.1",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "100.64.0.1",
  ])
    expect(isPrivateAddress(address), address).toBe(true);
  for (const address of ["93.184.216.34", "2606:4700::1111", "8.8.8.8"])
    expect(isPrivateAddress(address), address).toBe(false);
});
