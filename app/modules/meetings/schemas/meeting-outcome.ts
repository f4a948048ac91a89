import { z } from "#app/schemas/zod";
import { meetingOutcomes } from "#app/modules/meetings/lib/meeting-outcomes";

/** What became of a meeting that has started (docs/product.md#after-the-meeting). */
export const meetingOutcomeSchema = z.object({
  outcome: z.enum(meetingOutcomes, { error: "Choose held or no-show." }),
  returnTo: z.string().optional(),
});
