import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { MailThreadReply } from "./mail-thread";
import type { MailTransport, MailTransportOptions, OutgoingMail } from "./transport";

type Waiting = { resolve: () => void; reject: (error: Error) => void };

/**
 * The mail transport (SMTP or .eml files) run on a worker thread, so composing and sending mail
 * uses the second core instead of the request thread. Errors come back with their SMTP
 * `responseCode`, so the outbox still tells a 550 from a 421. A thread that dies fails the sends
 * it had and is started again at the next send.
 */
export function threadedMailTransport(script: URL, options: MailTransportOptions): MailTransport {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error): void {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(script, { workerData: options });
    started.on("message", (reply: MailThreadReply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      if (reply.ok) entry.resolve();
      else entry.reject(Object.assign(new Error(reply.error.message), reply.error));
      if (waiting.size === 0) started.unref();
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the mail thread stopped (exit code ${code})`));
    });
    started.unref();
    worker = started;
    return started;
  }

  return {
    kind: options.smtpUrl ? "smtp" : "file",
    send: (mail: OutgoingMail) =>
      new Promise<void>((resolve, reject) => {
        nextId += 1;
        waiting.set(nextId, { resolve, reject });
        const target = thread();
        // Referenced while a send is outstanding, so the process waits for it.
        target.ref();
        target.postMessage({ id: nextId, mail });
      }),
    close: () => {
      void worker?.terminate();
      worker = null;
    },
  };
}

/** The built mail thread beside the bundled server, or null (running from source: mail stays in-thread). */
export function builtMailThread(serverFileUrl: string): URL | null {
  const script = new URL("./mail-thread.js", serverFileUrl);
  return existsSync(fileURLToPath(script)) ? script : null;
}
