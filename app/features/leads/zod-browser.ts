import { z } from "zod";

/**
 * Import this before any schema in browser code. zod compiles object parsers with
 * `new Function` when it may; its probe for that trips our CSP (no 'unsafe-eval'), which
 * the browser reports as a violation even though zod catches the error. Without the JIT
 * there is no probe. The server keeps the faster compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
