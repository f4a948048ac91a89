export type SuiteSummary = { passed: number; failed: number; skipped: number; failures: Array<string> };
export function summariseSuite(report: unknown, root: string): SuiteSummary;
