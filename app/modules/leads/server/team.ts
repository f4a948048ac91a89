import { formatInZone } from "#app/lib/admin/lead-columns";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import { publicUrlOf, type Config } from "#server/config";

/** Who the team's notifications go to, and what they link to and show times in. */
export type Team = { salesEmail: string; publicUrl: string; timeZone: string };

export function teamOf(config: Config): Team {
  return { salesEmail: config.salesEmail, publicUrl: publicUrlOf(config), timeZone: config.bookingTimeZone };
}

/** The lead's page in the admin, as an absolute link for an email. */
export function adminLeadUrl(team: Team, type: string, leadId: string): string {
  const slug = leadKindByType(type)?.slug ?? "";
  return `${team.publicUrl}/admin/leads/${slug}/${leadId}`;
}

/** An instant as the admin shows it: 'yyyy-MM-dd HH:mm' in the business zone, the zone named. */
export function teamTime(instant: Date, team: Team): string {
  return `${formatInZone(instant, team.timeZone)} (${team.timeZone})`;
}

/** A member of staff as an email to colleagues names them. */
export type StaffRef = { id: string; name: string; email: string };

/** "Sam Patel <sam@company.example>": who a lead's owner is, in an email to the team. */
export function staffLine(staff: StaffRef): string {
  return `${staff.name} <${staff.email}>`;
}
