/** A UUID in its canonical text form, any version, either case: the ids of every table. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path or a form can be looked up, so a malformed one is refused before the database sees it. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
