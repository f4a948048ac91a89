/**
 * The pipeline every lead moves through (docs/product.md#the-sales-desk): open stages, then Won or
 * Lost, which end it. The keys are stored (`leads.status`); the names are what staff read.
 */
export const stages = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export type Stage = (typeof stages)[number];

export type StageNames = Record<Stage, string>;

/** The names staff read until they choose their own (the desk's settings). */
export const defaultStageNames: StageNames = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

/** Stages a lead is still being worked in: only these have a follow-up. */
export const openStages = ["new", "contacted", "qualified", "proposal"] as const satisfies ReadonlyArray<Stage>;

export function isStage(value: string): value is Stage {
  return (stages as ReadonlyArray<string>).includes(value);
}

/** The stage's name, or the stored value itself for one the pipeline does not know. */
export function stageName(stage: string, names: StageNames = defaultStageNames): string {
  return isStage(stage) ? names[stage] : stage;
}

/** Why a lead was lost: a short list to count by, with the staff member's own words beside it. */
export const lostReasons = [
  { value: "no-budget", label: "No budget" },
  { value: "no-response", label: "No response" },
  { value: "competitor", label: "Chose another provider" },
  { value: "not-a-fit", label: "Not a fit for us" },
  { value: "timing", label: "Not now" },
  { value: "other", label: "Other" },
] as const;
export type LostReason = (typeof lostReasons)[number]["value"];
export const lostReasonValues = lostReasons.map((reason) => reason.value) as [LostReason, ...Array<LostReason>];

export function lostReasonLabel(value: string): string {
  return lostReasons.find((reason) => reason.value === value)?.label ?? value;
}
