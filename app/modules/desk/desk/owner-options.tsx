/** A member of staff to choose as an owner, by the name colleagues read. */
export type OwnerChoice = { id: string; name: string };

/**
 * The `<option>`s of an owner select: the signed-in member first ("Me"), then the others, then
 * nobody; with `inTurn`, also each lead to the next of the staff taking leads in turn (bulk assign).
 */
export function OwnerOptions({
  staff,
  me,
  inTurn = false,
}: {
  staff: Array<OwnerChoice>;
  me: string;
  inTurn?: boolean;
}) {
  const others = staff.filter((member) => member.id !== me);
  return (
    <>
      <option value={me}>Me</option>
      {others.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
      {inTurn ? <option value="in-turn">Each in turn (round-robin)</option> : null}
      <option value="none">Nobody</option>
    </>
  );
}
