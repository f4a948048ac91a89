import { lostReasonValues, stages } from "#app/lib/admin/stages";
import { z } from "./zod";

export const leadSortKeys = ["received", "name", "email", "status"] as const;
export const leadPageSize = 25;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A query-string value that falls back to its default when missing or not understood. */
function lenient<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined || v === "" ? fallback : v));
}

/**
 * The filters, search, sort and page of a lead list, read from its URL. The page and the CSV
 * export parse the same query with this, so the export is exactly the list. Values that make
 * no sense fall back to the defaults instead of failing: the URL is the staff member's own.
 */
export const leadListQuerySchema = z.object({
  // PostgreSQL cannot compare text with NUL in it: such a search is no search.
  q: lenient(
    z
      .string()
      .trim()
      .max(200)
      .refine((q) => !q.includes("\u0000")),
    "",
  ),
  status: lenient(z.enum(["all", ...stages]), "all"),
  from: lenient(z.string().regex(isoDate), ""),
  to: lenient(z.string().regex(isoDate), ""),
  spam: lenient(z.enum(["hide", "show", "only"]), "hide"),
  sort: lenient(z.enum(leadSortKeys), "received"),
  dir: lenient(z.enum(["asc", "desc"]), "desc"),
  page: lenient(z.coerce.number().int().min(1).max(100_000), 1),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  return leadListQuerySchema.parse(Object.fromEntries(params));
}

/** The query string of a list state, leaving out defaults so URLs stay short. */
export function leadListSearch(query: LeadListQuery, changes: Partial<LeadListQuery> = {}): string {
  const next = { ...query, ...changes };
  const defaults = leadListQuerySchema.parse({});
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as Array<keyof LeadListQuery>) {
    if (String(next[key]) !== String(defaults[key])) params.set(key, String(next[key]));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const note = z.string().trim().max(5000, "A note can be at most 5000 characters.");

const stage = z.enum(stages, { error: "Choose a stage." });
const lostReason = z.enum(lostReasonValues, { error: "Choose why the lead was lost." }).optional().catch(undefined);
const lostNote = z.string().trim().max(500, "Keep the reason under 500 characters.").optional().default("");

/** Lost needs a reason from the list: it is what the team counts its losses by. */
function reasonWhenLost(change: { status: string; lostReason?: string }, context: z.RefinementCtx): void {
  if (change.status === "lost" && !change.lostReason)
    context.addIssue({ code: "custom", path: ["lostReason"], message: "Choose why the lead was lost." });
}

/** Bulk stage change from a list (one or more leads). */
export const leadStatusChangeSchema = z
  .object({
    ids: z.array(z.uuid()).min(1, "Select at least one lead.").max(200),
    status: stage,
    lostReason,
    lostNote,
    returnTo: z.string().optional(),
  })
  .superRefine(reasonWhenLost);

/** The lead page's form: a stage and, optionally, a note. */
export const leadUpdateSchema = z
  .object({
    status: stage,
    lostReason,
    lostNote,
    note: note.optional().default(""),
    returnTo: z.string().optional(),
  })
  .superRefine(reasonWhenLost);
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

export const personalDataSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("Enter a valid email address.")),
  confirm: z.string().optional(),
});

export const webhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, "The address is too long.")
    .pipe(z.url({ protocol: /^https?$/, error: "Enter an http:// or https:// address." })),
  kinds: z.array(z.string()).min(1, "Choose at least one kind of lead."),
  description: z.string().trim().max(200, "Keep the description under 200 characters.").optional().default(""),
});
