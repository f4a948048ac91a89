import type { DeskServices } from "#server/services/admin/desk-services";
import { auditPageSize, listAudit } from "./audit";
import { setupLinkUsable } from "./setup-link";

/** One page of the audit log, newest first, with the page size the pagination counts in. */
export async function auditPage(desk: DeskServices, page: number) {
  return { ...(await listAudit(desk.db, page)), pageSize: auditPageSize };
}

/** Whether a first-account setup link still works (the setup page is open to everyone). */
export function setupLinkOpen(desk: DeskServices, token: string) {
  return setupLinkUsable(desk.db, token, desk.clock());
}
