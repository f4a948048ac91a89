import { statusLabel } from "#app/lib/admin/lead-columns";
import { leadStatuses } from "#app/schemas/admin";

/** The `<option>`s of a lead status select, in the pipeline's order, with the labels staff read. */
export function LeadStatusOptions() {
  return leadStatuses.map((status) => (
    <option key={status} value={status}>
      {statusLabel(status)}
    </option>
  ));
}
