import { sql } from "drizzle-orm";
import { hourIn, todayIn } from "#app/lib/booking-slots";
import { openStages } from "#app/lib/admin/stages";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import { rowsOf, type Database } from "#server/db/client";
import { oneLine, renderEmail, messageIdDomain, queueEmails } from "#app/modules/mail/server";
import { adminLeadUrl, type Team } from "#app/modules/leads/server";

/** The hour (business time zone) the digest goes out; a server down then sends none that day. */
export const digestHour = 9;

type DigestLead = {
  id: string;
  type: string;
  name: string;
  status: string;
  follow_up_on: string | null;
  follow_up_task: string;
};

function line(lead: DigestLead, team: Team): string {
  const kind = leadKindByType(lead.type)?.label ?? lead.type;
  const task = lead.follow_up_task ? `: ${oneLine(lead.follow_up_task, 80)}` : "";
  return `${oneLine(lead.name || "(no name)", 60)} (${kind})${task}\n${adminLeadUrl(team, lead.type, lead.id)}`;
}

/**
 * Each owner's morning email, once a day between 09:00 and 10:00 in the business time zone: their
 * leads still New, those whose next step is due today, and those overdue; nothing at all when all
 * three are empty. The Message-ID is the owner's and the day's, so however many processes run this
 * each minute, the outbox takes one.
 */
export async function queueDailyDigests(db: Database, team: Team, now: Date): Promise<number> {
  if (hourIn(team.timeZone, now) !== digestHour) return 0;
  const today = todayIn(team.timeZone, now);
  const owners = rowsOf<{ id: string; email: string }>(await db.execute(sql`select id, email from admin_users`));
  let queued = 0;
  for (const owner of owners) {
    const leads = rowsOf<DigestLead>(
      await db.execute(sql`
        select id, type, name, status, follow_up_on, follow_up_task from leads
        where owner_id = ${owner.id} and erased_at is null and not spam
          and status in (${sql.join(
            openStages.map((stage) => sql`${stage}`),
            sql`, `,
          )})
          and (status = 'new' or follow_up_on <= ${today})
        order by follow_up_on nulls last, created_at
        limit 200`),
    );
    const overdue = leads.filter((lead) => lead.follow_up_on !== null && lead.follow_up_on < today);
    const due = leads.filter((lead) => lead.follow_up_on === today);
    const fresh = leads.filter((lead) => lead.status === "new" && !overdue.includes(lead) && !due.includes(lead));
    if (leads.length === 0) continue;
    const counts = [
      fresh.length ? `${fresh.length} new` : "",
      due.length ? `${due.length} due today` : "",
      overdue.length ? `${overdue.length} overdue` : "",
    ].filter(Boolean);
    const section = (title: string, list: Array<DigestLead>) =>
      list.length ? [`${title}:\n\n${list.map((lead) => line(lead, team)).join("\n\n")}`] : [];
    const email = renderEmail({
      preheader: counts.join(", "),
      heading: "Your leads today",
      paragraphs: [
        ...section("Overdue", overdue),
        ...section("Due today", due),
        ...section("New, not yet contacted", fresh),
      ],
      action: { label: "Open your leads", url: `${team.publicUrl}/admin?owner=mine&status=open` },
    });
    queued += await queueEmails(
      db,
      [
        {
          kind: "desk.daily-digest",
          recipient: owner.email,
          subject: `Your leads for ${today}: ${counts.join(", ")}`,
          ...email,
          messageId: `<digest-${owner.id}-${today}@${messageIdDomain}>`,
        },
      ],
      now,
    );
  }
  return queued;
}
