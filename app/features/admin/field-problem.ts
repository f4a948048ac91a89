/**
 * A control's attributes for its field's problem: marked invalid and described by the sentence
 * shown beside it (its element's id), or nothing when the field is fine.
 */
export function problemAttributes(
  problem: string | undefined,
  errorId: string,
): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return problem ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}
