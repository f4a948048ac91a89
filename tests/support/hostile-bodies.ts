import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import fc from "fast-check";

/**
 * Request bodies a hostile or broken client sends, for the fuzz of every endpoint. Objects are
 * entry lists written out by hand, so `__proto__` travels as a key like any other (an object
 * literal would set the prototype instead).
 */
export type JsonLike = null | boolean | number | string | Array<JsonLike> | { entries: Array<[string, JsonLike]> };

export type HostileRequest = {
  label: string;
  body: Buffer;
  headers: Record<string, string>;
  /** The JSON the body carries when it is plain, well-formed UTF-8 JSON; null otherwise. */
  json: JsonLike | null;
};

/** Keys a client may send that name Object.prototype members: each must be a field like any other. */
export const prototypeKeys = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

const oddUnits = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\ud83d",
  "\ufeff",
  "\uffff",
  "\u202e",
  "\u200b",
  "\u2028",
  "\u0301",
  "🙂",
  "👩🏽‍💻",
  "\r\n",
  "\\",
  '"',
  "𝕏",
  "ﷺ",
  "a",
  " ",
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...oddUnits), { maxLength: 40 }).map((units) => units.join("")),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
);

const hugeString = fc.integer({ min: 5_000, max: 40_000 }).map((n) => "ж".repeat(Math.floor(n / 2)));

function nest(depth: number, leaf: JsonLike, asArray: boolean): JsonLike {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { entries: [["a", value]] };
  return value;
}

const deep: fc.Arbitrary<JsonLike> = fc
  .tuple(fc.integer({ min: 50, max: 6_000 }), fc.boolean())
  .map(([depth, asArray]) => nest(depth, 1, asArray));

const plainJson: fc.Arbitrary<JsonLike> = fc.jsonValue({ maxDepth: 3 }).map((value) => toJsonLike(value));

const weirdValue: fc.Arbitrary<JsonLike> = fc.oneof(
  plainJson,
  oddString,
  hugeString,
  deep,
  fc.constantFrom<JsonLike>(null, true, false, 0, -1, 1e308, -0, 0.5, [], { entries: [] }, "", " "),
  fc.tuple(fc.constantFrom(...prototypeKeys), plainJson).map(([key, value]): JsonLike => ({ entries: [[key, value]] })),
);

function entriesOf(value: Record<string, unknown>): Array<[string, JsonLike]> {
  return Object.entries(value).map(([k, v]) => [k, toJsonLike(v)]);
}

function toJsonLike(value: unknown): JsonLike {
  if (Array.isArray(value)) return value.map(toJsonLike);
  if (value !== null && typeof value === "object") return { entries: entriesOf(value as Record<string, unknown>) };
  return value as JsonLike;
}

/** JSON text of a JsonLike; JSON.stringify escapes lone surrogates, so they arrive as \udXXX. */
export function jsonText(value: JsonLike): string {
  const parts: Array<string> = [];
  const stack: Array<JsonLike | { raw: string }> = [value];
  // Iterative: a 6,000-deep value must not overflow the test's own stack.
  while (stack.length) {
    const item = stack.pop() as JsonLike | { raw: string };
    if (item !== null && typeof item === "object" && "raw" in item) parts.push(item.raw);
    else if (Array.isArray(item)) {
      stack.push({ raw: "]" });
      for (let i = item.length - 1; i >= 0; i -= 1) stack.push(item[i] as JsonLike, ...(i > 0 ? [{ raw: "," }] : []));
      stack.push({ raw: "[" });
    } else if (item !== null && typeof item === "object") {
      stack.push({ raw: "}" });
      for (let i = item.entries.length - 1; i >= 0; i -= 1) {
        const [key, entry] = item.entries[i] as [string, JsonLike];
        stack.push(entry, { raw: `${i > 0 ? "," : ""}${JSON.stringify(key)}:` });
      }
      stack.push({ raw: "{" });
    } else parts.push(JSON.stringify(item) ?? "null");
  }
  return parts.join("");
}

/** Valid bodies, bodies with one field changed, added or dropped, and bodies that are not objects at all. */
export function hostileJson(validBody: (n: number) => Record<string, unknown>): fc.Arbitrary<JsonLike> {
  const base = fc.integer({ min: 1, max: 1_000_000 }).map((n) => entriesOf(validBody(n)));
  return fc.oneof(
    { weight: 2, arbitrary: base.map((entries): JsonLike => ({ entries })) },
    {
      weight: 4,
      arbitrary: fc.tuple(base, fc.nat(), weirdValue).map(([entries, i, value]): JsonLike => {
        const copy = [...entries];
        const index = i % Math.max(1, copy.length);
        if (copy[index]) copy[index] = [copy[index][0], value];
        return { entries: copy };
      }),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(base, fc.oneof(fc.constantFrom(...prototypeKeys), oddString), weirdValue)
        .map(([entries, key, value]): JsonLike => ({ entries: [...entries, [key, value]] })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.nat()).map(([entries, i]): JsonLike => ({
        entries: entries.filter((_, j) => j !== i % Math.max(1, entries.length)),
      })),
    },
    { weight: 1, arbitrary: weirdValue },
  );
}

const invalidUtf8 = [
  Buffer.from([0xff]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
];

/** The JSON as it goes on the wire: mostly plain, sometimes compressed, mislabelled or broken. */
export function hostileRequest(validBody: (n: number) => Record<string, unknown>): fc.Arbitrary<HostileRequest> {
  const json = "application/json";
  return fc.tuple(hostileJson(validBody), fc.nat({ max: 99 }), fc.nat()).map(([value, pick, at]): HostileRequest => {
    const text = jsonText(value);
    const utf8 = Buffer.from(text, "utf8");
    if (pick < 70) return { label: "json", body: utf8, headers: { "content-type": json }, json: value };
    if (pick < 74)
      return {
        label: "gzip",
        body: gzipSync(utf8),
        headers: { "content-type": json, "content-encoding": "gzip" },
        json: null,
      };
    if (pick < 77)
      return {
        label: "deflate",
        body: deflateSync(utf8),
        headers: { "content-type": json, "content-encoding": "deflate" },
        json: null,
      };
    if (pick < 80)
      return {
        label: "br",
        body: brotliCompressSync(utf8),
        headers: { "content-type": json, "content-encoding": "br" },
        json: null,
      };
    if (pick < 83)
      return { label: "gzip, unlabelled", body: gzipSync(utf8), headers: { "content-type": json }, json: null };
    if (pick < 86) return { label: "text/plain", body: utf8, headers: { "content-type": "text/plain" }, json: null };
    if (pick < 88)
      return {
        label: "form",
        body: utf8,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        json: null,
      };
    if (pick < 90) return { label: "no content type", body: utf8, headers: {}, json: null };
    if (pick < 93) {
      const body = Buffer.from(text, "utf16le");
      return { label: "utf-16", body, headers: { "content-type": `${json}; charset=utf-16` }, json: null };
    }
    const cut = at % (utf8.length + 1);
    const bad = invalidUtf8[at % invalidUtf8.length] as Buffer;
    const body = Buffer.concat([utf8.subarray(0, cut), bad, utf8.subarray(cut)]);
    return { label: "invalid utf-8", body, headers: { "content-type": json }, json: null };
  });
}
