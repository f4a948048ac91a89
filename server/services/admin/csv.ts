/** Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as text a spreadsheet shows as text: a leading formula character gets a single quote before it. */
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
