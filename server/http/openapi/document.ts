import type { OpenAPIHono } from "@hono/zod-openapi";
import { site } from "#app/content/site";

const info = {
  title: `${site.name} API`,
  version: "1.0.0",
  description:
    "Lead capture, newsletter, consultation booking, consent and content suggestions. Every error reply is `{ message, errors? }`; the content calls answer 200 with `{ success, data, error }`.",
};

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/** OpenAPI 3.1 description of the whole HTTP API, served at /api/openapi.json: every route declared with `createRoute`. */
export function openApiDocument(app: OpenAPIHono): OpenApiDocument {
  return app.getOpenAPI31Document({ openapi: "3.1.0", info });
}
