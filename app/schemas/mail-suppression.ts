import { isOneLine } from "#app/schemas/fields";
import { z } from "#app/schemas/zod";

/** Staff suppress an address by hand (docs/email.md#suppression-list). */
export const suppressionAddSchema = z.object({
  email: z.string().trim().max(320).pipe(z.email()),
  note: z.string().trim().max(500).refine(isOneLine).optional(),
  returnTo: z.string().optional(),
});

/** Staff lift a suppression. */
export const suppressionLiftSchema = z.object({
  email: z.string().trim().min(3).max(320),
  returnTo: z.string().optional(),
});
