import type { BookingManager } from "./services/booking/manage";

/**
 * What the Node server hands React Router's loaders and actions (createRequestHandler's
 * second argument), so SSR routes reach server services without importing server code.
 */
export type ServerLoadContext = { bookings: BookingManager };

declare module "react-router" {
  interface AppLoadContext {
    /** Absent when the app runs without the Node server (e.g. `react-router dev`). */
    bookings?: BookingManager;
  }
}
