/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection list): one that starts with
 * `=`, `-`, `@`, a tab or a carriage return, or with `+` unless what follows is a phone number
 * written as digits and spaces (`+44 20 7946 0000`), which a spreadsheet keeps as text.
 */
const formulaStart = /^(?:[=\-@\t\r]|\+(?!\d[\d ]*$))/;

/** A cell as text a spreadsheet shows as text: a cell it would run gets a single quote in front. */
export function guardCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** RFC 4180: every field quoted, quotes doubled; line breaks inside a field are kept as they are. */
function quote(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/**
 * A whole CSV document: UTF-8 byte-order mark (so spreadsheet programs read accents), a header
 * row, CRLF line ends, and every cell guarded against formula injection.
 */
export function toCsv(header: Array<string>, rows: Array<Array<string>>): string {
  const lines = [header, ...rows].map((cells) => cells.map((cell) => quote(guardCell(cell))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
