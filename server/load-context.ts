import type { BookingManager } from "./services/booking/manage";
import type { AdminPortal } from "./services/admin/portal";
import type { Staff } from "./services/admin/sessions";

/**
 * What the Node server hands React Router's loaders and actions (createRequestHandler's
 * second argument), so SSR routes reach server services without importing server code.
 */
export type ServerLoadContext = { bookings: BookingManager; admin: AdminPortal };

/** Per request: the staff member the admin gate found for the request's cookie. */
export type PageRequestContext = { staff: Staff | null };

declare module "react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppLoadContext {
    /** Absent when the app runs without the Node server (e.g. `react-router dev`). */
    bookings?: BookingManager;
    admin?: AdminPortal;
    /** Set by the admin gate for /admin pages; null when nobody is signed in. */
    staff?: Staff | null;
  }
}
