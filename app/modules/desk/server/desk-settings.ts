import { eq } from "drizzle-orm";
import { defaultStageNames, stages, type StageNames } from "#app/lib/admin/stages";
import type { Database } from "#server/db/client";
import { deskSettings } from "#server/db/schema";

const stageNamesKey = "stage-names";

/** The stages' names as the team set them, the default for any not set. */
export async function stageNamesOf(db: Database): Promise<StageNames> {
  const [row] = await db
    .select({ value: deskSettings.value })
    .from(deskSettings)
    .where(eq(deskSettings.key, stageNamesKey));
  const saved = (row?.value ?? {}) as Partial<Record<string, unknown>>;
  const names = { ...defaultStageNames };
  for (const stage of stages) {
    const name = saved[stage];
    if (typeof name === "string" && name.trim()) names[stage] = name.trim();
  }
  return names;
}

export async function saveStageNames(db: Database, names: StageNames, now: Date): Promise<void> {
  await db
    .insert(deskSettings)
    .values({ key: stageNamesKey, value: names, updatedAt: now })
    .onConflictDoUpdate({ target: deskSettings.key, set: { value: names, updatedAt: now } });
}
