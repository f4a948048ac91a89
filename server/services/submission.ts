import type { LeadAttribution } from "#app/modules/analytics/server";

/** A validated form submission on its way into the database, with the visits it came from. */
export type Submission<T> = {
  data: T;
  spam: boolean;
  ipHash: string;
  receivedAt: Date;
  attribution?: LeadAttribution;
};

/** What a write produced: the reply, and how many emails it queued (to wake the worker). */
export type Answer<
  Body extends Record<string, unknown> = Record<string, unknown>,
  Status extends 200 | 201 = 200 | 201,
> = {
  status: Status;
  body: Body;
  queuedEmails: number;
};

/** The reply of a stored lead: its id and the sentence the form shows. */
export type LeadCreated = { id: string; message: string };
