import { stages } from "#app/lib/admin/stages";
import { useStageName } from "#app/features/admin/stage-names";

/** The `<option>`s of a stage select, in the pipeline's order, with the names staff read. */
export function LeadStatusOptions() {
  const stageName = useStageName();
  return stages.map((stage) => (
    <option key={stage} value={stage}>
      {stageName(stage)}
    </option>
  ));
}
