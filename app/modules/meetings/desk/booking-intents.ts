import type { DeskPage, FormState, IntentHandler } from "#app/features/admin/page-action.server";

/** The address of the page the form was on, without the cancel question it asked. */
function withoutConfirm(page: DeskPage): string {
  const url = new URL(page.url);
  url.searchParams.delete("confirm");
  return url.pathname + url.search;
}

/**
 * What a booking's forms do, on the appointment calendar and on a lead's page alike: each names
 * its booking in the hidden `booking` field (docs/admin.md#what-a-form-answers).
 */
export const bookingIntents: Record<string, IntentHandler> = {
  cancel: async (page, fields) => {
    const result = await page.desk.meetings.cancel(page.desk.services, page.staff, fields.booking, fields);
    return result.ok ? { ...result, to: withoutConfirm(page) } : result;
  },
  reschedule: (page, fields) => page.desk.meetings.reschedule(page.desk.services, page.staff, fields.booking, fields),
  host: (page, fields) => page.desk.meetings.giveHost(page.desk.services, page.staff, fields.booking, fields),
  outcome: (page, fields) => page.desk.meetings.markOutcome(page.desk.services, page.staff, fields.booking, fields),
};

/** The refused form of this booking, if the last post was one: its sentence and typed values stay with it. */
export function refusedFor(form: FormState | null, intent: string, bookingId: string): FormState | null {
  return form?.intent === intent && form.values.booking === bookingId ? form : null;
}
