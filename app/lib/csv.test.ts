import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { expect, test } from "vitest";
import { guardCell, toCsv } from "./csv";

/** What a spreadsheet would run: every one of these starts, except `+` before a phone number's digits and spaces. */
const formulaStart = /^(?:[=\-@\t\r]|\+(?!\d[\d ]*$))/;

/** Text a visitor could type: any Unicode, with plenty of the characters CSV and spreadsheets care about. */
const cellText = fc
  .array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", "\r\n", '"', ",", "'", ";", " ", "4", "0"),
      },
      { weight: 5, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }) },
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

function reparse(csv: string): Array<Array<string>> {
  return parse(Buffer.from(csv, "utf8"), { bom: true, relax_column_count: false }) as Array<Array<string>>;
}

test("every exported cell re-parses to the stored text (apart from the guard quote), and none starts a formula", () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 1, max: 5 })
        .chain((width) =>
          fc.tuple(
            fc.array(cellText, { minLength: width, maxLength: width }),
            fc.array(fc.array(cellText, { minLength: width, maxLength: width }), { maxLength: 8 }),
          ),
        ),
      ([header, rows]) => {
        const csv = toCsv(header, rows);
        expect(csv.startsWith("\uFEFF")).toBe(true);
        const parsed = reparse(csv);
        const stored = [header, ...rows];
        expect(parsed).toHaveLength(stored.length);
        parsed.forEach((cells, r) =>
          cells.forEach((cell, c) => {
            const original = stored[r]?.[c] as string;
            expect(cell).toBe(formulaStart.test(original) ? `'${original}` : original);
            expect(formulaStart.test(cell)).toBe(false);
          }),
        );
      },
    ),
    { numRuns: 1000 },
  );
});

test("RFC 4180 shape: quoted fields, doubled quotes, CRLF rows, UTF-8 with a byte-order mark", () => {
  const csv = toCsv(
    ["Name", "Note"],
    [
      ['Zoë "Z" Müller', "=SUM(A1:A2)"],
      ["-1", "line\nbreak"],
    ],
  );
  expect(csv).toBe('\uFEFF"Name","Note"\r\n"Zoë ""Z"" Müller","\'=SUM(A1:A2)"\r\n"\'-1","line\nbreak"\r\n');
  expect([...Buffer.from(csv, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(guardCell(`${start}x`)).toBe(`'${start}x`);
  expect(guardCell("plain")).toBe("plain");
});

test("a phone number written with + and spaced digits stays as it is; anything a spreadsheet would run is neutralised", () => {
  for (const phone of ["+44 20 7946 0000", "+919876543210", "+1 555 0100", "0044 20 7946 0000"])
    expect(guardCell(phone), phone).toBe(phone);
  for (const formula of [
    "+SUM(1)",
    "-1+1",
    "=1",
    "@x",
    "+1-555-0100",
    "+44 20 7946 0000)",
    "+",
    "+ 44",
    "-",
    "\t1",
    "\r1",
  ])
    expect(guardCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
});
