import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import * as schema from "#server/db/schema";
import { personalDataHandlers } from "./personal-data";
import { personalDataColumns } from "./personal-data-columns";
import { personalDataHandlerNames } from "./personal-data-subject";

/** Types that hold no words: ids, times, numbers and switches. */
const wordless = new Set(["uuid", "timestamp with time zone", "integer", "boolean", "double precision"]);

/** Every column of every table in the schema that can hold words, as `table.column`. */
function wordColumns(): Array<string> {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns
        .filter((column) => !wordless.has(column.getSQLType()))
        .map((column) => `${config.name}.${column.name}`);
    })
    .sort();
}

function declaredColumns(): Array<string> {
  return Object.entries(personalDataColumns)
    .flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`))
    .sort();
}

test("every column that can hold words says whether it holds personal data, and no declaration is stale", () => {
  const columns = wordColumns();
  expect(columns.length).toBeGreaterThan(100);
  const declared = new Set(declaredColumns());
  expect(
    columns.filter((column) => !declared.has(column)),
    "undeclared: add each to personal-data-columns.ts",
  ).toEqual([]);
  expect(declaredColumns().filter((column) => !columns.includes(column))).toEqual([]);
});

test("each personal column names a handler that exists, and every handler runs in the declared order", () => {
  expect(personalDataHandlers.map((handler) => handler.name)).toEqual([...personalDataHandlerNames]);
  for (const columns of Object.values(personalDataColumns))
    for (const declaration of Object.values(columns)) {
      if ("erasedBy" in declaration) expect(personalDataHandlerNames).toContain(declaration.erasedBy);
      else expect(declaration.none.length).toBeGreaterThan(3);
    }
});
