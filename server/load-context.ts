import type { BookingManager } from "./services/booking/manage";
import type { NewsletterPages } from "./services/newsletter/manage";

/**
 * What the Node server hands React Router's loaders and actions (createRequestHandler's
 * second argument), so SSR routes reach server services without importing server code.
 */
export type ServerLoadContext = { bookings: BookingManager; newsletter: NewsletterPages };

/** What the server knows about the request beside the Request itself. */
export type RequestClient = { ipHash: string };

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting React Router's type needs an interface
  interface AppLoadContext {
    /** Absent when the app runs without the Node server (e.g. `react-router dev`). */
    bookings?: BookingManager;
    newsletter?: NewsletterPages;
    /** The client IP, hashed as in the logs (consent records keep it). */
    clientIpHash?: string;
  }
}
