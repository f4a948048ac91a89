import { createApiHarness } from "./api-app";
import { futureSlots, appointmentBody } from "./bookings";
import { leadEndpoints } from "./leads";
import { newsletterBody } from "./newsletter";

/** A public JSON endpoint that changes state or computes an answer (every documented POST a visitor's browser makes). */
export type PublicPostEndpoint = {
  path: string;
  /** A valid body; `n` makes it distinct (another email, another slot) where that matters. */
  validBody: (n: number) => Record<string, unknown>;
};

type OpenApiPaths = Record<
  string,
  Record<string, { requestBody?: { content?: Record<string, { example?: unknown }> } }>
>;

const articleText =
  "Global capability centres in India hire machine learning engineers, data engineers and QA specialists. " +
  "Retention depends on career paths, learning budgets and interesting work. Teams that publish their skill " +
  "matrices and rotate people across products keep them longer. Hiring managers say interviews that test real " +
  "problems predict performance better than puzzles.";

const interests = { industries: ["Healthcare"], roles: ["Data Engineer"], technologies: ["Python"], topics: ["AI"] };

/**
 * Valid bodies by path. A documented POST with neither an entry here nor an `example` in the
 * OpenAPI document fails every suite that walks the endpoints, naming the path: add it here.
 */
const samples: Record<string, (n: number) => Record<string, unknown>> = {
  "/api/consent": () => ({ choice: "all", policyVersion: "2025-01" }),
  ...Object.fromEntries(
    leadEndpoints.map((endpoint) => [
      endpoint.path,
      (n: number) => endpoint.body({ email: `visitor-${n}@example.com` }),
    ]),
  ),
  "/api/newsletter": (n) => newsletterBody({ email: `reader-${n}@example.com` }),
  "/api/appointments/schedule": (n) => {
    const slots = futureSlots();
    const slot = slots[n % slots.length];
    if (!slot) throw new Error("no bookable slot in the window");
    return appointmentBody(slot, { email: `booker-${n}@example.com` });
  },
  "/api/content/suggestions": () => ({ interests, count: 6 }),
  "/api/content/web-research": () => ({ interests, count: 6 }),
  "/api/content/summary": () => ({ content: articleText, maxLength: 200 }),
  "/api/content/tags": () => ({ content: articleText, count: 5 }),
};

/** Every public POST taking JSON, from the OpenAPI document: an endpoint added there joins every walk. */
export async function publicPostEndpoints(): Promise<Array<PublicPostEndpoint>> {
  const { paths } = await servedApiDocument();
  const endpoints: Array<PublicPostEndpoint> = [];
  for (const [path, operations] of Object.entries(paths)) {
    // Staff's calls, and the mail provider's (authenticated by a shared secret, each walked with
    // authentic and hostile bodies in app/modules/mail/tests/mail-events.test.ts), are not a visitor's.
    if (path.startsWith("/api/admin") || path.startsWith("/api/mail-events")) continue;
    const json = operations.post?.requestBody?.content?.["application/json"];
    if (!json) continue;
    const sample = Object.hasOwn(samples, path) ? samples[path] : undefined;
    const example = json.example;
    if (sample) endpoints.push({ path, validBody: sample });
    else if (example && typeof example === "object") {
      endpoints.push({ path, validBody: () => structuredClone(example as Record<string, unknown>) });
    } else {
      throw new Error(
        `POST ${path} is in the OpenAPI document without a valid sample body: add one to tests/support/public-endpoints.ts ` +
          `(or an \`example\` to its request body where its route is declared).`,
      );
    }
  }
  return endpoints;
}

let served: Promise<{ paths: OpenApiPaths }> | null = null;

/** The OpenAPI document as the app serves it, read once per process from an app made for the reading. */
function servedApiDocument(): Promise<{ paths: OpenApiPaths }> {
  served ??= (async () => {
    const harness = await createApiHarness();
    try {
      return (await (await harness.request("/api/openapi.json")).json()) as { paths: OpenApiPaths };
    } finally {
      await harness.close();
    }
  })();
  return served;
}

/** Endpoints that store what they are sent (the content calls only compute an answer). */
export function isStoringEndpoint(path: string): boolean {
  return !path.startsWith("/api/content/");
}
