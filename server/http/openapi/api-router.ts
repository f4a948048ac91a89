import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { z } from "#app/schemas/zod";
import { HttpError } from "#server/http/errors";
import { fieldErrorsOf, invalidFieldsMessage, readJsonBody } from "#server/http/validation";

/**
 * A router whose routes are each one declaration (`createRoute`): the checks of its input, the
 * types its handler sees and answers, and its part of /api/openapi.json. Refused input answers as
 * every other refusal: a refused header with that header's own sentence, a refused body or query
 * with `{ message, errors }` naming the fields.
 */
export function apiRouter(): OpenAPIHono {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (result.success) return;
      const error = result.error as z.ZodError;
      if (result.target === "header") throw new HttpError(400, error.issues[0]?.message ?? invalidFieldsMessage);
      throw new HttpError(400, invalidFieldsMessage, fieldErrorsOf(error));
    },
  });
}

/**
 * The API's own reading of a JSON body (strict UTF-8, no NUL or broken Unicode, a sentence for an
 * empty or malformed body) before the route's schema sees it; the body stays cached for the schema.
 */
export const strictJsonBody = createMiddleware(async (c, next) => {
  await readJsonBody(c);
  await next();
});

/** A JSON content entry of a route's request or reply. */
export function jsonContent<S extends z.ZodType>(schema: S) {
  return { "application/json": { schema } } as const;
}

type RequestBody = NonNullable<NonNullable<RouteConfig["request"]>["body"]>;
type DescribedSchema = Exclude<Extract<RequestBody["content"][string], { schema?: unknown }>["schema"], z.ZodType>;

export type { RouteConfig };

/**
 * A JSON request body described by the schema its module function checks, for the document only:
 * the function answers its own refusal, so the router does not validate the body before it.
 */
export function documentedJsonBody(schema: z.ZodType): RequestBody {
  const { $schema: _ignored, ...described } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return { required: true, content: { "application/json": { schema: described as DescribedSchema } } };
}

/** A route's path parameters, each a string described for the document; the handler decides what it names. */
export function pathParams<const Name extends string>(described: Record<Name, string>) {
  const shape = {} as Record<Name, z.ZodString>;
  for (const name of Object.keys(described) as Array<Name>)
    shape[name] = z.string().meta({ description: described[name] });
  return z.object(shape);
}
