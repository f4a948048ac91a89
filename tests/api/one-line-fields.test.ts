import { expect, test } from "vitest";
import { leadKinds, type FormLeadType } from "#app/lib/leads/lead-kinds";
import { appointmentSchema } from "#app/modules/booking";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { freshIp, sampleBody } from "#tests/support/leads";
import { storedRows } from "#tests/support/stored-rows";

// docs/product.md#shared-field-rules: a one-line field (a name, a company, a phone number, a
// desk's short text) holds no control character, so a line break cannot fake a line of the team's
// email nor an invisible character a search's mark; multi-line messages keep tabs and line breaks.
const h = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });

type Reply = { message: string; errors?: Record<string, Array<string>> };

async function post(path: string, body: unknown): Promise<{ status: number; reply: Reply }> {
  const response = await h.postJson(path, body, { "x-forwarded-for": freshIp() });
  return { status: response.status, reply: (await response.json()) as Reply };
}

const fakes = ["Ann\nSales notification: approved", "Ann\r\nBcc: x@y.example", "Ann\u0002forged\u0003", "Ann\tSmith"];

test("every public form refuses a name, company or phone number holding a line break or another control character, with a message, storing nothing", async () => {
  type Case = { path: string; body: (value: string) => unknown; field: string; message: string };
  /** A lead form's field holding the value, refused with the form's message for that field. */
  const leadForm = (type: FormLeadType, field: "name" | "company" | "phone", label: string): Case => ({
    path: leadKinds[type].form.endpoint,
    // A phone number keeps its form's length limit: the value follows a plausible start.
    body: (value) => sampleBody(type)({ [field]: field === "phone" ? `+44 ${value.slice(0, 12)}` : value }),
    field,
    message: `${label} must be on one line, without control characters.`,
  });
  const cases: Array<Case> = [
    ...(["ai-interview", "gitex-registration", "talent-request", "panel-question"] as const).map((type) =>
      leadForm(type, "name", "Name"),
    ),
    leadForm("gitex-registration", "company", "Company name"),
    leadForm("talent-request", "company", "Company name"),
    leadForm("ai-interview", "phone", "Phone number"),
    {
      path: "/api/newsletter",
      body: (value) => ({ name: value, email: "one.line@example.com" }),
      field: "name",
      message: "Name must be on one line, without control characters.",
    },
    // The booking dialog's messages have no final period.
    {
      path: "/api/appointments/schedule",
      body: (value) => appointmentBody(takeSlot(), { name: value }),
      field: "name",
      message: "Name must be on one line, without control characters",
    },
    {
      path: "/api/appointments/schedule",
      body: (value) => appointmentBody(takeSlot(), { company: value }),
      field: "company",
      message: "Company name must be on one line, without control characters",
    },
  ];
  const before = await storedRows(h.database.db);
  for (const { path, body, field, message } of cases) {
    for (const value of fakes) {
      const { status, reply } = await post(path, body(value));
      expect(status, `${path} ${field} ${JSON.stringify(value)}`).toBe(400);
      expect(reply.errors?.[field], `${path} ${field}`).toEqual([message]);
    }
  }
  expect(await storedRows(h.database.db)).toEqual(before);
  // The browser checks with the same schema, so the visitor reads the message under the field.
  const inBrowser = appointmentSchema.safeParse(appointmentBody(takeSlot(), { name: "Ann\nSmith" }));
  expect(inBrowser.error?.issues.map((issue) => issue.message)).toEqual([
    "Name must be on one line, without control characters",
  ]);
});

test("multi-line messages keep their tabs and line breaks; a line break around a name is trimmed away", async () => {
  const question = await post(
    leadKinds["panel-question"].form.endpoint,
    sampleBody("panel-question")({ name: "\nAnn Smith\n", question: "First line\n\tindented second line" }),
  );
  expect(question.status).toBe(201);
  const talent = await post(
    leadKinds["talent-request"].form.endpoint,
    sampleBody("talent-request")({ message: "Needs:\n- one\n- two" }),
  );
  expect(talent.status).toBe(201);
});

test("the desk's one-line fields refuse control characters too: a next step, a stage's name, a view's or a token's name", async () => {
  const db = h.database.db;
  const staffCookie = await signInAs(h, await createStaff(db));
  const staff = asStaff(h, staffCookie);
  const id = await storeLead(db, { name: "Desk Person", email: "desk.person@example.com" });
  const patch = await h.request(`/api/admin/leads/${id}`, {
    method: "PATCH",
    headers: { cookie: staffCookie, origin: testOrigin, "content-type": "application/json" },
    body: JSON.stringify({ followUpTask: "Call back\nSubject: urgent" }),
  });
  expect(patch.status).toBe(400);
  expect(((await patch.json()) as Reply).errors?.followUpTask).toEqual([
    "The next step must be on one line, without control characters.",
  ]);
  const update = await staff.postJson(`/api/admin/leads/${id}`, { status: "new", followUpTask: "Call\u0002back" });
  expect(update.status).toBe(400);
  const names = await staff.postJson("/api/admin/settings/stage-names", {
    new: "New",
    contacted: "Contacted\nagain",
    qualified: "Qualified",
    proposal: "Proposal",
    won: "Won",
    lost: "Lost",
  });
  expect(names.status).toBe(400);
  const view = await staff.postJson("/api/admin/views", { name: "Mine\r\n", query: "" });
  expect(view.status).toBe(200);
  const badView = await staff.postJson("/api/admin/views", { name: "Mi\u0007ne", query: "" });
  expect(badView.status).toBe(400);
});
