import { expect, test } from "vitest";
import { plainText } from "./parse-feed";

test("entities named like Object.prototype members stay as written", () => {
  expect(plainText("a &constructor; b &toString; c &amp; d &hasOwnProperty;")).toBe(
    "a &constructor; b &toString; c & d &hasOwnProperty;",
  );
});
