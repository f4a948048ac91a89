/** A validated form submission on its way into the database. */
export type Submission<T> = { data: T; spam: boolean; ipHash: string; receivedAt: Date };

/** What a write produced: the reply, and how many emails it queued (to wake the worker). */
export type Answer = { status: 200 | 201; body: Record<string, unknown>; queuedEmails: number };
