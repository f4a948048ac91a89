import type { LeadAttribution } from "./analytics/attribution";

/** A validated form submission on its way into the database, with the visits it came from. */
export type Submission<T> = {
  data: T;
  spam: boolean;
  ipHash: string;
  receivedAt: Date;
  attribution?: LeadAttribution;
};

/** What a write produced: the reply, and how many emails it queued (to wake the worker). */
export type Answer = { status: 200 | 201; body: Record<string, unknown>; queuedEmails: number };
