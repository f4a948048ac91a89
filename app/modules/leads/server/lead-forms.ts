import { randomUUID } from "node:crypto";
import { leadKinds, type FormLeadType } from "#app/lib/leads/lead-kinds";
import type { Database } from "#server/db/client";
import { queueEmails, type UnverifiedCaps } from "#app/modules/mail/server";
import type { Submission } from "#server/services/submission";
import { leadEmails, type Visitor } from "./lead-emails";
import { announceAssignment, companyOf } from "./assignment-notices";
import { insertLead } from "./lead-store";
import type { Team } from "./team";

/** Writes a form's lead and (unless it is spam) its emails, in the caller's transaction. */
export async function saveLead(
  tx: Database,
  type: FormLeadType,
  submission: Submission<Visitor & Record<string, unknown>>,
  team: Team,
  caps: UnverifiedCaps,
): Promise<{ id: string; queuedEmails: number }> {
  const kind = leadKinds[type];
  const id = randomUUID();
  const { data } = submission;
  const { owner, reason } = await insertLead(tx, {
    id,
    type,
    name: data.name,
    email: data.email,
    payload: { ...data },
    spam: submission.spam,
    ipHash: submission.ipHash,
    attribution: submission.attribution,
    receivedAt: submission.receivedAt,
  });
  if (submission.spam) return { id, queuedEmails: 0 };
  const emails = leadEmails(kind, kind.form, data, { id, type, receivedAt: submission.receivedAt }, team, {
    owner,
    attribution: submission.attribution,
  });
  const queued = await queueEmails(tx, emails, submission.receivedAt, caps);
  // The owner hears of it too: the chat alert of a new lead already names them.
  const told =
    owner && reason
      ? await announceAssignment(
          tx,
          { owner, reason, by: null, leads: [{ id, type, name: data.name, company: companyOf(data) }] },
          team,
          submission.receivedAt,
          { chat: false },
        )
      : 0;
  return { id, queuedEmails: queued + told };
}
