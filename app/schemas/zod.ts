import { z } from "zod";

/**
 * The one way app code imports zod. In the browser zod must not compile its parsers with
 * `new Function`: its probe for that trips our CSP (no 'unsafe-eval'), and the browser reports a
 * violation even though zod catches the error. The probe runs when the first object schema is
 * created, so the setting must come first: every module that builds a schema imports `z` from here
 * (a lint rule forbids importing "zod" directly). The server keeps the faster compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
