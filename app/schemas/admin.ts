import { lostReasonValues, stages } from "#app/lib/admin/stages";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import { webhookFormats } from "#app/lib/admin/webhook-formats";
import { calendarDate, isOneLine, oneLineMessage } from "./fields";
import { z } from "./zod";
import { uuidPattern } from "#app/lib/uuid";

export const leadSortKeys = ["received", "name", "email", "status"] as const;
export const leadPageSize = 25;

/** A lead's follow-up day (docs/product.md#the-sales-desk). */
const followUpDate = calendarDate("Give the follow-up as a date.");

/** A query-string value that falls back to its default when missing or not understood. */
function lenient<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined || v === "" ? fallback : v));
}

/**
 * The filters, search, sort and page of the inbox, read from its URL: every lead of every kind,
 * or one kind's (`kind`, the kind's slug). The page and the CSV export parse the same query with
 * this, so the export is exactly the list. Values that make no sense fall back to the defaults
 * instead of failing: the URL is the staff member's own.
 */
export const leadListQuerySchema = z.object({
  kind: lenient(
    z.string().refine((slug) => slug === "all" || leadKindBySlug(slug) !== null),
    "all",
  ),
  // PostgreSQL cannot compare text with NUL in it: such a search is no search.
  q: lenient(
    z
      .string()
      .trim()
      .max(200)
      .refine((q) => !q.includes("\u0000")),
    "",
  ),
  status: lenient(z.enum(["all", "open", ...stages]), "all"),
  /** "mine" is the signed-in staff member; an id is that member of staff. */
  owner: lenient(z.union([z.enum(["any", "mine", "unassigned"]), z.string().regex(uuidPattern)]), "any"),
  /** "due": a follow-up due today or overdue, in the business time zone. */
  due: lenient(z.enum(["any", "due"]), "any"),
  from: lenient(calendarDate(""), ""),
  to: lenient(calendarDate(""), ""),
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

/** A lead's next step: a short task on one line. */
const followUpTask = z
  .string()
  .trim()
  .max(200, "Keep the next step under 200 characters.")
  .refine(isOneLine, oneLineMessage("The next step"));

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

/** A member of staff by id, or "none" for nobody. */
const owner = z.union([z.literal("none"), z.string().regex(uuidPattern)], { error: "Choose who owns the lead." });

/** A person's owner (the contact page): also given their open leads. */
export const contactOwnerSchema = z.object({ owner, returnTo: z.string().optional() });

/** The contact to merge into: their address, or their id (from the API). */
export const contactMergeSchema = z.object({
  into: z.string().trim().min(3).max(254),
  returnTo: z.string().optional(),
});

/** Bulk owner change from the inbox (one or more leads): a member of staff, nobody, or each the next in turn. */
export const leadAssignSchema = z.object({
  ids: z.array(z.uuid()).min(1, "Select at least one lead.").max(200),
  owner: z.union([z.literal("in-turn"), owner], { error: "Choose who owns the lead." }),
  returnTo: z.string().optional(),
});

/** The lead page's form: a stage, the owner and next step, and optionally a note. */
export const leadUpdateSchema = z
  .object({
    status: stage,
    lostReason,
    lostNote,
    /** Absent: unchanged (a client that only moves the stage need not send them). */
    owner: owner.optional(),
    followUpOn: z.union([z.literal(""), followUpDate]).optional(),
    followUpTask: followUpTask.optional(),
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
  description: z
    .string()
    .trim()
    .max(200, "Keep the description under 200 characters.")
    .refine(isOneLine, oneLineMessage("The description"))
    .optional()
    .default(""),
  format: z.enum(webhookFormats).optional().default("standard"),
});

const stageNameField = z
  .string()
  .trim()
  .min(1, "Give every stage a name.")
  .max(40, "Keep a stage's name under 40 characters.")
  .refine(isOneLine, oneLineMessage("A stage's name"));

/** Two stages named the same (any case, spaces around aside) are refused with this. */
export const sameStageNameMessage =
  "Two stages cannot have the same name (in any case). Give each stage a name of its own; nothing was saved.";

/** The stages' names (the desk's settings): one per stage, each 1 to 40 characters, no two the same in any case. */
export const stageNamesSchema = z
  .object({
    new: stageNameField,
    contacted: stageNameField,
    qualified: stageNameField,
    proposal: stageNameField,
    won: stageNameField,
    lost: stageNameField,
    returnTo: z.string().optional(),
  })
  .superRefine((names, context) => {
    const seen = new Set<string>();
    for (const stage of stages) {
      const key = names[stage].toLocaleLowerCase("en");
      if (seen.has(key)) context.addIssue({ code: "custom", path: [stage], message: sameStageNameMessage });
      seen.add(key);
    }
  }) satisfies z.ZodType<Record<(typeof stages)[number], string>>;

/** Whether a member of staff is in the round-robin of new leads. */
export const takesLeadsSchema = z.object({
  takesLeads: z.enum(["yes", "no"]),
  returnTo: z.string().optional(),
});

/** A new API token: a name to tell it by, and whether it may change anything. */
export const apiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the token after what will use it.")
    .max(80, "Keep the name under 80 characters.")
    .refine(isOneLine, oneLineMessage("The name")),
  access: z.enum(["read", "write"], { error: "Choose read-only or read-write." }),
});

/** `PATCH /api/admin/leads/{id}`: any of a lead's stage, owner, next step, and a note. */
export const leadPatchSchema = z
  .object({
    stage: stage.optional(),
    lostReason,
    lostNote,
    owner: owner.optional(),
    followUpOn: z.union([z.literal(""), z.null(), followUpDate]).optional(),
    followUpTask: followUpTask.optional(),
    note: note.optional().default(""),
  })
  .strict()
  .superRefine((patch, context) =>
    reasonWhenLost({ status: patch.stage ?? "", lostReason: patch.lostReason }, context),
  );
export type LeadPatch = z.output<typeof leadPatchSchema>;

/** A query-string value for an API client: missing or empty is the default, anything else must be right. */
function strict<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return z
    .preprocess((v) => (v === "" ? undefined : v), schema.optional())
    .transform((v) => (v === undefined ? fallback : v));
}

export const unknownCursorMessage = "That cursor is not one this API gave out. Start again without it.";

/**
 * `GET /api/admin/leads`: the inbox's filters, a page size and the cursor of the page before. Unlike
 * the inbox page's own URL, a limit or cursor the API cannot use is refused (400), never read as
 * the first page.
 */
export const leadApiQuerySchema = z.object({
  limit: strict(
    z.coerce
      .number({ error: "Give limit as a whole number from 1 to 100." })
      .int("Give limit as a whole number from 1 to 100.")
      .min(1, "Give limit as a whole number from 1 to 100.")
      .max(100, "Give limit as a whole number from 1 to 100."),
    50,
  ),
  cursor: strict(z.string().max(200, unknownCursorMessage), ""),
});

/** `GET /api/admin/contacts`: a search and a page number; past the last page is the last page. */
export const contactApiQuerySchema = z.object({
  q: strict(z.string().max(200, "Search for at most 200 characters."), ""),
  page: strict(
    z.coerce
      .number({ error: "Give page as a whole number from 1." })
      .int("Give page as a whole number from 1.")
      .min(1, "Give page as a whole number from 1.")
      .max(1_000_000, "Give page as a whole number from 1."),
    1,
  ),
});

/** An inbox view to keep: a name and the inbox's query string (its filters; never the page). */
export const savedViewSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the view.")
    .max(40, "Keep the view's name under 40 characters.")
    .refine(isOneLine, oneLineMessage("The view's name")),
  query: z.string().max(1000).optional().default(""),
  returnTo: z.string().optional(),
});

/** The name colleagues read for a member of staff (the account page, `admin:create --name`). */
export const staffNameSchema = z
  .string({ error: "Give the name your colleagues know you by." })
  .trim()
  .min(1, "Give the name your colleagues know you by.")
  .max(80, "Keep the name under 80 characters.")
  .refine(isOneLine, oneLineMessage("The name"));

/** The account page's form: the staff member's own name. */
export const staffNameFormSchema = z.object({ displayName: staffNameSchema, returnTo: z.string().optional() });
