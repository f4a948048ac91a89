import { expect } from "vitest";
import { z } from "zod";
import type { ApiHarness } from "#tests/support/api-app";

type Json = Record<string, unknown>;
export type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema: Json }> }>;
        requestBody?: { content: Record<string, { schema: Json }> };
      }
    >
  >;
  components: { schemas: Record<string, Json>; securitySchemes?: Record<string, Json> };
};

export type OpenApiContract = {
  spec: OpenApi;
  /** A zod validator for a documented schema, references inlined. */
  validatorFor: (schema: Json) => z.ZodType;
  /** The documented request body schema of an operation. */
  requestSchemaOf: (path: string, method?: string) => Json;
  /** The reply's status must be documented for the operation, and its body must match the documented schema. */
  expectDocumented: (method: string, path: string, response: Response) => Promise<void>;
};

/** Reads /api/openapi.json from the app and checks replies against it. */
export async function openApiContract(harness: ApiHarness): Promise<OpenApiContract> {
  const spec = (await (await harness.request("/api/openapi.json")).json()) as OpenApi;

  function deref(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(deref);
    if (!schema || typeof schema !== "object") return schema;
    const ref = (schema as { $ref?: string }).$ref;
    if (ref) return deref(spec.components.schemas[ref.replace("#/components/schemas/", "")]);
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, deref(v)]));
  }

  function validatorFor(schema: Json): z.ZodType {
    return z.fromJSONSchema(deref(schema) as Parameters<typeof z.fromJSONSchema>[0]);
  }

  return {
    spec,
    validatorFor,
    requestSchemaOf: (path, method = "post") =>
      spec.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema ?? {},
    expectDocumented: async (method, path, response) => {
      const operation = spec.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} is documented`).toBeDefined();
      const documented = operation?.responses[String(response.status)];
      expect(documented, `${method} ${path} documents status ${response.status}`).toBeDefined();
      const schema = documented?.content?.["application/json"]?.schema;
      if (!schema) return;
      const body: unknown = await response.json();
      const result = validatorFor(schema).safeParse(body);
      expect(
        result.success,
        `${method} ${path} ${response.status}: ${JSON.stringify(body)} ${result.error?.message ?? ""}`,
      ).toBe(true);
    },
  };
}
