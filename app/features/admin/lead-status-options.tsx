import { stageName, stages } from "#app/lib/admin/stages";

/** The `<option>`s of a stage select, in the pipeline's order, with the names staff read. */
export function LeadStatusOptions() {
  return stages.map((stage) => (
    <option key={stage} value={stage}>
      {stageName(stage)}
    </option>
  ));
}
