import { staffName } from "#app/lib/admin/lead-columns";

export type OwnerChoice = { id: string; email: string };

/** The `<option>`s of an owner select: the signed-in member first ("Me"), then the others, then nobody. */
export function OwnerOptions({ staff, me }: { staff: Array<OwnerChoice>; me: string }) {
  const others = staff.filter((member) => member.id !== me);
  return (
    <>
      <option value={me}>Me</option>
      {others.map((member) => (
        <option key={member.id} value={member.id}>
          {staffName(member.email)}
        </option>
      ))}
      <option value="none">Nobody</option>
    </>
  );
}
