import type { BookingManager } from "#app/modules/booking/server";
import type { NewsletterPages } from "#app/modules/newsletter/server";
import type { DeskContext } from "./http/admin/desk-context";
import type { Staff } from "#app/modules/staff/server";
import type { CarriedForm, Refusal } from "./http/page-request";

/**
 * What the Node server hands React Router's loaders and actions (createRequestHandler's
 * second argument), so SSR routes reach server services without importing server code.
 */
export type ServerLoadContext = {
  bookings: BookingManager;
  newsletter: NewsletterPages;
  desk: DeskContext;
};

declare module "react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppLoadContext {
    /** Absent when the app runs without the Node server (e.g. `react-router dev`). */
    bookings?: BookingManager;
    newsletter?: NewsletterPages;
    /** The services and module functions desk pages' loaders and actions call (they import no server code). */
    desk?: DeskContext;
    /** The client IP, hashed as in the logs (consent records keep it). */
    clientIpHash?: string;
    /** Set by the admin gate for /admin pages; null when nobody is signed in. */
    staff?: Staff | null;
    /** A desk form whose session had ended, carried through the sign-in page (docs/admin.md). */
    carriedForm?: CarriedForm | null;
    /** Set by the sign-in and setup routes when they render their page again with a refusal. */
    refusal?: Refusal | null;
  }
}
