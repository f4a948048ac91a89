import { consentedKey, consentedVisitorId, dailyKey, type SaltBook, type VisitorSignals } from "./visitor";

/**
 * The keys a browser's events are filed under, for matching a lead to its visits: the consented
 * visitor id's (when there is one) and today's hash (only when a salt exists: no salt, no event).
 */
export async function visitorKeysOf(
  salts: SaltBook,
  siteHost: string,
  signals: VisitorSignals,
  now: Date,
): Promise<Array<string>> {
  const keys: Array<string> = [];
  const id = consentedVisitorId(signals);
  if (id) keys.push(consentedKey(id));
  const salt = await salts(now, false);
  if (salt) keys.push(dailyKey(salt, siteHost, signals));
  return keys;
}
