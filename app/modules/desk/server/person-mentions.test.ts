import { expect, test } from "vitest";
import { personMentions, scrubJson } from "./person-mentions";

test("a name or an address counts as whole words in any case, never inside another word", () => {
  const mentions = personMentions("Ann.Lee+events@example.com", ["Ann Lee", "Ann"]);
  expect(mentions.test("Call ann lee on Monday")).toBe(true);
  expect(mentions.test("mail: ANN.LEE+EVENTS@EXAMPLE.COM")).toBe(true);
  expect(mentions.test("Annual review for Annabel")).toBe(false);
  expect(mentions.scrub("Ann Lee (ann.lee+events@example.com) asked; Ann agreed")).toBe(
    "[erased] ([erased]) asked; [erased] agreed",
  );
});

test("an address alone leaves a namesake's text alone", () => {
  const mentions = personMentions("ann@example.com");
  expect(mentions.test("Ann Lee asked")).toBe(false);
  expect(mentions.test("from ann@example.com")).toBe(true);
  expect(mentions.test("from joann@example.com")).toBe(false);
});

test("every string in a JSON value is scrubbed, keys and other values kept", () => {
  const mentions = personMentions("zeb@example.com", ["Zeb Quill"]);
  expect(scrubJson({ filters: { q: "zeb@example.com", status: "open" }, list: ["Zeb Quill", 3] }, mentions)).toEqual({
    filters: { q: "[erased]", status: "open" },
    list: ["[erased]", 3],
  });
});
