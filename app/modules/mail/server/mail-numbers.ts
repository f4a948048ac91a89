import { sql } from "drizzle-orm";
import { addCalendarDays, slotStart, todayIn } from "#app/lib/booking-slots";
import type { MailFigures, MailNumbersView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";

/** How many business days the outbox page counts. */
export const mailNumberDays = 14;
/** Gmail's and Yahoo's bulk-sender rule: spam complaints stay under 0.3% of mail sent. */
export const complaintLine = 0.003;

const figureNames = ["sent", "delivered", "deferred", "bounced", "complained"] as const;
const none = (): MailFigures => ({ sent: 0, delivered: 0, deferred: 0, bounced: 0, complained: 0 });

/**
 * Sent, delivered, deferred, bounced and complained per business day and per message kind over the
 * last `mailNumberDays` days, and the complaint rate against the 0.3% line
 * (docs/email.md#the-numbers). Sent is read from the outbox; the rest from the recorded mail events.
 */
export async function mailNumbers(db: Database, timeZone: string, now: Date): Promise<MailNumbersView> {
  const today = todayIn(timeZone, now);
  const first = addCalendarDays(today, -(mailNumberDays - 1));
  const since = slotStart(first, 0, timeZone);
  const rows = rowsOf<{ day: string; kind: string | null; figure: string; n: number | string }>(
    await db.execute(sql`
      select to_char(sent_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, kind, 'sent' as figure, count(*) as n
      from outbox_emails where status = 'sent' and sent_at >= ${since}
      group by 1, 2
      union all
      select to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, kind, type as figure, count(*) as n
      from mail_events where occurred_at >= ${since}
      group by 1, 2, 3`),
  );
  const days = Array.from({ length: mailNumberDays }, (_, i) => ({ day: addCalendarDays(first, i), ...none() }));
  const kinds = new Map<string, { kind: string } & MailFigures>();
  const totals = none();
  for (const row of rows) {
    const figure = figureNames.find((name) => name === row.figure);
    if (!figure) continue;
    const n = Number(row.n);
    totals[figure] += n;
    const day = days.find((d) => d.day === row.day);
    if (day) day[figure] += n;
    const kind = row.kind ?? "(unknown)";
    const entry = kinds.get(kind) ?? { kind, ...none() };
    entry[figure] += n;
    kinds.set(kind, entry);
  }
  const complaintRate = totals.sent > 0 ? totals.complained / totals.sent : null;
  return {
    days,
    kinds: [...kinds.values()].sort((a, b) => b.sent - a.sent || a.kind.localeCompare(b.kind)),
    totals,
    complaintRate,
    complaintLine,
    overComplaintLine: complaintRate === null ? totals.complained > 0 : complaintRate > complaintLine,
  };
}
