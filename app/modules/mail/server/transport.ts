import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { DkimSettings } from "./dkim-keys";
import type { MailAttachment } from "./outbox";

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: Array<MailAttachment>;
  headers?: Record<string, string>;
};

export type MailTransport = {
  kind: "smtp" | "file";
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

const calendarMethod = /^text\/calendar\b.*\bmethod=([A-Z]+)/i;

/**
 * A calendar invitation goes as the message's text/calendar alternative (with its METHOD), which
 * is what makes calendar clients offer Accept and Decline, and as an attachment for the rest.
 */
function toNodemailer(mail: OutgoingMail) {
  const invitation = mail.attachments.find((a) => calendarMethod.test(a.contentType));
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    // Postmark hands a message's X-PM-Metadata-* headers back in its webhooks: with our Message-ID
    // there, its bounces and complaints are matched to the email and its kind (docs/email.md#provider-events).
    headers: { ...mail.headers, "X-PM-Metadata-message-id": mail.messageId },
    ...(invitation
      ? {
          icalEvent: {
            method: calendarMethod.exec(invitation.contentType)?.[1] ?? "REQUEST",
            filename: invitation.filename,
            content: invitation.content,
          },
        }
      : {}),
    attachments: mail.attachments
      .filter((a) => a !== invitation)
      .map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

/**
 * The headers each signature covers: nodemailer's defaults (From, Subject, Message-ID, Reply-To,
 * List-Unsubscribe, the MIME headers...) and List-Unsubscribe-Post, which one-click unsubscribe
 * (RFC 8058) needs signed too.
 */
const signedHeaders =
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:" +
  "Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:" +
  "In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:" +
  "List-Owner:List-Archive";

/**
 * nodemailer's `dkim` option: it signs the finished message in its pipeline, for SMTP and the
 * stream transport alike, with a DKIM-Signature header per key (docs/email.md, "DKIM signing").
 */
function signing(dkim: DkimSettings | null | undefined) {
  if (!dkim) return {};
  return {
    dkim: {
      headerFieldNames: signedHeaders,
      keys: dkim.keys.map((key) => ({
        domainName: dkim.domain,
        keySelector: key.selector,
        privateKey: key.privateKey,
      })),
    },
  };
}

/** Sends over SMTP (a URL such as smtp://user:pass@host:587) with timeouts, so a dead server fails fast. */
export function smtpTransport(smtpUrl: string, dkim?: DkimSettings | null): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...signing(dkim),
  });
  return {
    kind: "smtp",
    send: async (mail) => {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each email as an RFC 822 `.eml` file (offline development, tests). The file is named
 * after the Message-ID and written via a rename, so a resend replaces it instead of duplicating it.
 */
export function fileTransport(folder: string, dkim?: DkimSettings | null): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
    ...signing(dkim),
  });
  // The folder is made once, not before every email; if it vanishes, the next email makes it again.
  let folderReady: Promise<unknown> | null = null;
  const ensureFolder = () =>
    (folderReady ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
      folderReady = null;
      throw error;
    }));
  return {
    kind: "file",
    send: async (mail) => {
      const info = await composer.sendMail(toNodemailer(mail));
      const message = (info as { message: Buffer }).message;
      await ensureFolder();
      const name = mail.messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._-]/g, "_");
      const file = path.join(folder, `${name}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temporary, message);
      } catch (error) {
        folderReady = null;
        throw error;
      }
      await rename(temporary, file);
    },
    close: () => composer.close(),
  };
}

/** Where mail goes and how it is signed: the part of the configuration a mail transport needs. */
export type MailTransportOptions = { smtpUrl?: string; dataDir: string; dkim?: DkimSettings | null };

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.dkim)
    : fileTransport(path.join(options.dataDir, "mail"), options.dkim);
}
