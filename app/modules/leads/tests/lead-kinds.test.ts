import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { fieldText } from "#app/lib/admin/lead-fields";
import { formLeadTypes, leadKinds, type LeadField } from "#app/lib/leads/lead-kinds";
import { outboxEmails } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { useApiHarness } from "#tests/support/api-app";
import { freshIp, sampleBody } from "#tests/support/leads";

// Every public lead form is one entry of app/lib/leads/lead-kinds.ts: these tests follow each entry
// to each place it should reach, so a new kind is covered the moment it is added.
const h = useApiHarness();

type Reply = { id: string; message: string };
type OpenApi = {
  paths: Record<string, { post?: { requestBody: unknown } }>;
  components: { schemas: Record<string, { examples?: Array<unknown> }> };
};

describe.each(formLeadTypes)("the %s kind", (type) => {
  const kind = leadKinds[type];
  const form = kind.form;
  const body = sampleBody(type)({ name: `Sample ${type}`, email: `${type}@example.com` });

  async function submit(): Promise<Reply> {
    const response = await h.postJson(form.endpoint, body, { "x-forwarded-for": freshIp() });
    expect(response.status).toBe(201);
    return (await response.json()) as Reply;
  }

  test("its form's endpoint stores the lead and answers the kind's success sentence", async () => {
    const reply = await submit();
    expect(reply).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: form.successMessage });
  });

  test("the OpenAPI document describes its endpoint, with its body and example", async () => {
    const spec = (await (await h.request("/api/openapi.json")).json()) as OpenApi;
    expect(JSON.stringify(spec.paths[form.endpoint]?.post?.requestBody)).toContain(
      `#/components/schemas/${form.bodyName}`,
    );
    expect(spec.components.schemas[form.bodyName]?.examples).toEqual([form.example]);
  });

  test("its emails: the team's lists every field of the kind, the visitor's is sent where promised", async () => {
    const reply = await submit();
    const emails = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, reply.id));
    const sales = emails.find((e) => e.kind === `${type}.sales`);
    expect(sales?.subject).toBe(`${form.salesTitle}: ${body.name}`);
    for (const field of kind.fields) {
      expect(sales?.text).toContain(field.label);
      expect(sales?.text).toContain(fieldText(field, body[field.key]));
    }
    const confirmation = emails.find((e) => e.kind === `${type}.confirmation`);
    if (form.confirmation) expect(confirmation?.subject).toMatch(new RegExp(`^${form.confirmation.subject} \\| `));
    else expect(confirmation).toBeUndefined();
  });

  test("its confirmation repeats only choices from the form's lists, never text the visitor typed", () => {
    const fields: ReadonlyArray<LeadField> = kind.fields;
    for (const key of form.confirmation?.repeats ?? []) {
      expect(fields.find((field) => field.key === key)?.options, key).toBeDefined();
    }
  });

  test("staff find it in the kind's CSV, under the kind's field labels", async () => {
    await submit();
    const cookie = await signInAs(h, await createStaff(h.database.db, `staff-${type}@example.com`));
    const response = await asStaff(h, cookie).get(`/api/admin/leads/${kind.slug}/export.csv`);
    expect(response.status).toBe(200);
    const [header, ...rows] = parse(Buffer.from(await response.arrayBuffer()), { bom: true }) as Array<Array<string>>;
    for (const field of kind.fields) expect(header).toContain(field.label);
    expect(rows.some((row) => row.includes(body.name as string))).toBe(true);
  });
});
