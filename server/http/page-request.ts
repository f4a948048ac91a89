import type { Staff } from "#server/services/admin/sessions";

/**
 * Per request, what the server knows beside the Request: the client's hashed IP and the signed-in
 * staff member. Apart from the load context, so the HTTP pipeline does not depend on every module's pages.
 */
export type PageRequestContext = { ipHash: string; staff: Staff | null };
