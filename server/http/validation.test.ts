import { expect, test } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "./validation";

const prototypeNames = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

test.each(prototypeNames)(
  "an unknown field named %s is reported as that field, not looked up on Object.prototype",
  (name) => {
    const schema = z.strictObject({ name: z.string() });
    const result = schema.safeParse(JSON.parse(`{"name": 1, ${JSON.stringify(name)}: -1}`));
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error as z.ZodError);
    expect(Object.hasOwn(errors, name)).toBe(true);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(errors))).toEqual(
      JSON.parse(
        `{"name": ["Invalid input: expected string, received number"], ${JSON.stringify(name)}: ["This field is not accepted."]}`,
      ),
    );
  },
);

test("two issues on one field keep both messages", () => {
  const schema = z.strictObject({ code: z.string().min(3).regex(/^\d+$/) });
  const result = schema.safeParse({ code: "a" });
  expect(fieldErrorsOf(result.error as z.ZodError).code).toHaveLength(2);
});
