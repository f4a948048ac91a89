export { readDkimSettings } from "./server/dkim-settings";
export { oneLine, renderEmail } from "./server/layout";
export { checkMailDns, formatMailDnsReport } from "./server/mail-dns-check";
export { companyDomainOf, mailboxOf } from "./server/mailbox";
export { liftByHand, retryFailedDelivery, retryFailedEmail, suppressByHand } from "./server/outbox-actions";
export { outboxMessage, outboxView } from "./server/outbox-admin";
export { type OutboxWorker, retryDelayMs, startOutboxWorker } from "./server/outbox-worker";
export {
  defaultUnverifiedMailPerDomain,
  type MailAttachment,
  messageIdDomain,
  type QueuedEmail,
  queueEmails,
  type UnverifiedCaps,
} from "./server/outbox";
export { applyProviderEvents } from "./server/provider-events/apply";
export { maxEventsPerRequest, parseGenericEvents } from "./server/provider-events/generic";
export {
  mailgunRefusals,
  mailgunSignature,
  parseMailgunEvent,
  pruneMailgunTokens,
  rememberMailgunToken,
} from "./server/provider-events/mailgun";
export { parsePostmarkEvent } from "./server/provider-events/postmark";
export { basicPasswordMatches, bearerMatches } from "./server/provider-events/secrets";
export type { ParsedEvents } from "./server/provider-events/types";
export { adminSuppressionRoutes } from "./server/suppression-routes";
export { type AddressHash, addressKey, erasedAddressKey, recordMailEvent } from "./server/suppressions";
export { builtMailThread, threadedMailTransport } from "./server/threaded-transport";
export {
  createMailTransport,
  fileTransport,
  type MailTransport,
  type MailTransportOptions,
  type OutgoingMail,
  smtpTransport,
} from "./server/transport";
