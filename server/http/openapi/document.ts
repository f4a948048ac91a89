import type { OpenAPIHono } from "@hono/zod-openapi";
import { site } from "#app/content/site";
import { adminPaths, adminSecuritySchemes } from "./admin-paths";

const info = {
  title: `${site.name} API`,
  version: "1.0.0",
  description:
    "Lead capture, newsletter, consultation booking, consent and content suggestions. Every error reply is `{ message, errors? }`; the content calls answer 200 with `{ success, data, error }`.",
};

/**
 * OpenAPI 3.1 description of the whole HTTP API, served at /api/openapi.json: the routes declared
 * with `createRoute` describe themselves; the staff's and the mail provider's paths are still
 * written out beside their routes.
 */
export function openApiDocument(app: OpenAPIHono): Record<string, unknown> {
  const declared = app.getOpenAPI31Document({ openapi: "3.1.0", info });
  return {
    ...declared,
    paths: { ...adminPaths, ...declared.paths },
    components: {
      ...declared.components,
      securitySchemes: { ...declared.components?.securitySchemes, ...adminSecuritySchemes },
    },
  };
}
