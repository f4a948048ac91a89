import { parentPort, workerData } from "node:worker_threads";
import { createMailTransport, type MailTransportOptions, type OutgoingMail } from "./transport";

/**
 * The mail transport on a thread of its own (build/mail-thread.js): composing a MIME message with
 * nodemailer and writing or sending it costs CPU (decision 009) that would otherwise be taken from
 * the thread that answers requests. See threaded-transport.ts.
 */
export type MailThreadRequest = { id: number; mail: OutgoingMail };
export type MailThreadReply =
  | { id: number; ok: true }
  | { id: number; ok: false; error: { message: string; code?: string; responseCode?: number } };

const transport = createMailTransport(workerData as MailTransportOptions);

parentPort?.on("message", (request: MailThreadRequest) => {
  transport.send(request.mail).then(
    () => parentPort?.postMessage({ id: request.id, ok: true } satisfies MailThreadReply),
    (error: unknown) => {
      const { message, code, responseCode } = (error ?? {}) as {
        message?: unknown;
        code?: unknown;
        responseCode?: unknown;
      };
      parentPort?.postMessage({
        id: request.id,
        ok: false,
        error: {
          message: typeof message === "string" ? message : String(error),
          ...(typeof code === "string" ? { code } : {}),
          ...(typeof responseCode === "number" ? { responseCode } : {}),
        },
      } satisfies MailThreadReply);
    },
  );
});
