import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { cspForHtml, inlineScriptHashes } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("every inline script is hashed; scripts with src are not", () => {
  const html = `<script>window.a=1</script><script type="module">import("/x.js")</script><script src="/y.js"></script>`;
  expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
});

test("the policy allows no inline script by default and forbids framing", () => {
  const policy = cspForHtml("<p>no scripts</p>");
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
});
