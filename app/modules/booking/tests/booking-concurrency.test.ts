import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { bookings } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";
import { raceForSlots } from "#tests/support/booking-race";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });

test(
  "50 simultaneous requests for one free slot: exactly one 201 and 49 × 409, ten times over (PGlite)",
  { timeout: 120_000 },
  async () => {
    const results = await raceForSlots(
      async (i, body) =>
        (await harness.postJson("/api/appointments/schedule", body, { "x-forwarded-for": `192.0.2.${i + 1}` })).status,
      { rounds: 10, contenders: 50 },
    );
    console.log("PGlite booking race:", results.map((r) => `${r.slot} ${JSON.stringify(r.statuses)}`).join("; "));
    for (const result of results) expect(result.statuses, result.slot).toEqual({ 201: 1, 409: 49 });
    const confirmed = await harness.database.db.select().from(bookings).where(eq(bookings.status, "confirmed"));
    expect(confirmed).toHaveLength(10);
  },
);
