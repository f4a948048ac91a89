import type { Staff } from "#app/modules/staff/server";

/**
 * Per request, what the server knows beside the Request: the client's hashed IP and the signed-in
 * staff member. Apart from the load context, so the HTTP pipeline does not depend on every module's pages.
 */
export type PageRequestContext = {
  ipHash: string;
  staff: Staff | null;
  carriedForm?: CarriedForm | null;
  refusal?: Refusal | null;
};

/**
 * A desk page's form posted after its session ended: what was posted (name and value, in order),
 * the page it was posted to, and whether the staff member has signed in again since.
 */
export type CarriedForm = { page: string; fields: Array<[string, string]>; signedIn: boolean };

/**
 * Why the server's sign-in or setup route changed nothing, and the address typed, for the page it
 * renders again (the desk pages' own actions answer a refused form themselves).
 */
export type Refusal = { message: string; email: string };
