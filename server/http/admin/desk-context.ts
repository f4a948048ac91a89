import {
  listApiTokens,
  endOneOwnSession,
  endOtherOwnSessions,
  renameSelf,
  listSessions,
  listStaff,
  staffNameOf,
  makeApiToken,
  revokeOwnApiToken,
  auditEntry,
  auditPage,
  setupLinkOpen,
} from "#app/modules/staff/server";
import type { DeskServices } from "#server/services/admin/desk-services";
import {
  stageNamesOf,
  renameStages,
  setTakesLeads,
  addWebhookEndpoint,
  changeWebhookEndpoint,
  erasePerson,
  exportPerson,
  lookUpPerson,
  contactPage,
  mergeContact,
  setContactOwner,
  unmergeContact,
  deleteInboxView,
  saveInboxView,
  assignSelected,
  changeSelectedStages,
  updateLeadFromDesk,
  leadPagePath,
  boardPage,
  contactsPage,
  dashboardPage,
  deskNav,
  inboxPage,
  leadPage,
  listSavedViews,
  searchPage,
} from "#app/modules/desk/server";
import { analyticsPage, sqlEventStore, withRecentFigures, type EventStore } from "#app/modules/analytics/server";
import { listWebhookEndpoints } from "#app/modules/leads/server";
import {
  outboxView,
  outboxMessage,
  liftByHand,
  retryFailedDelivery,
  retryFailedEmail,
  suppressByHand,
} from "#app/modules/mail/server";
import {
  addDayOffFromDesk,
  appointmentsPage,
  cancelFromDesk,
  closeDayFromDesk,
  giveHostFromDesk,
  hostsPage,
  importClosedDays,
  makeCalendarFeed,
  markOutcomeFromDesk,
  removeDayOffFromDesk,
  reopenDayFromDesk,
  rescheduleFromDesk,
  revokeFeedFromDesk,
  saveHostFromDesk,
} from "#app/modules/meetings/server";
import { HttpError } from "#server/http/errors";
import { clearedFlashCookie, flashCookie, hasFlashCookie, readFlash } from "./flash-cookie";
import { readPageForm } from "./form-input";

/**
 * What desk pages reach through the load context (they may not import server code): the services,
 * the module functions they call with them (the same ones the JSON API calls), the strict form
 * reader and the signed flash. Set for every request, signed in or not: the sign-in and setup pages
 * are open to everyone. `events` is the process's analytics store, so a report counts what it has
 * queued too; without one (tests, commands) the reports read the database's own.
 */
export function createDeskContext(services: DeskServices, events?: EventStore) {
  const secret = services.config.appSecret;
  // Made on the first report, then kept: today's figures are remembered a while across reports.
  let reportEvents: EventStore | undefined;
  return {
    services,
    /** The menu beside every desk page. */
    nav: deskNav,
    dashboard: dashboardPage,
    search: searchPage,
    /** A desk page's posted form, read as strictly as the admin API reads one. */
    async readForm(
      request: Request,
    ): Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; status: number; message: string }> {
      try {
        return { ok: true, fields: await readPageForm(request) };
      } catch (error) {
        if (error instanceof HttpError) return { ok: false, status: error.status, message: error.message };
        throw error;
      }
    },
    flash: {
      cookie: (sentence: string) => flashCookie(secret, sentence, services.clock()),
      read: (request: Request) => readFlash(secret, request, services.clock()),
      present: hasFlashCookie,
      cleared: clearedFlashCookie,
    },
    tokens: { list: listApiTokens, make: makeApiToken, revoke: revokeOwnApiToken },
    settings: { staff: listStaff, stageNames: stageNamesOf, renameStages, setTakesLeads },
    outbox: {
      view: outboxView,
      message: outboxMessage,
      retryEmail: retryFailedEmail,
      retryDelivery: retryFailedDelivery,
      suppress: suppressByHand,
      lift: liftByHand,
    },
    leads: {
      list: inboxPage,
      board: boardPage,
      detail: leadPage,
      changeStages: changeSelectedStages,
      assign: assignSelected,
      update: updateLeadFromDesk,
      pageOf: leadPagePath,
    },
    views: { list: listSavedViews, save: saveInboxView, delete: deleteInboxView },
    contacts: {
      list: contactsPage,
      page: contactPage,
      merge: mergeContact,
      unmerge: unmergeContact,
      setOwner: setContactOwner,
    },
    personalData: { find: lookUpPerson, export: exportPerson, erase: erasePerson, erasure: auditEntry },
    meetings: {
      appointments: appointmentsPage,
      hosts: hostsPage,
      cancel: cancelFromDesk,
      reschedule: rescheduleFromDesk,
      giveHost: giveHostFromDesk,
      markOutcome: markOutcomeFromDesk,
      makeFeed: makeCalendarFeed,
      revokeFeed: revokeFeedFromDesk,
      closeDay: closeDayFromDesk,
      importClosedDays,
      reopenDay: reopenDayFromDesk,
      saveHost: saveHostFromDesk,
      addDayOff: addDayOffFromDesk,
      removeDayOff: removeDayOffFromDesk,
    },
    webhooks: { list: listWebhookEndpoints, add: addWebhookEndpoint, change: changeWebhookEndpoint },
    audit: { page: auditPage },
    setup: { linkOpen: setupLinkOpen },
    analytics: {
      report: (params: URLSearchParams) =>
        analyticsPage(
          services,
          (reportEvents ??= withRecentFigures(events ?? sqlEventStore(services.db, services.logger))),
          params,
        ),
    },
    account: {
      nameOf: staffNameOf,
      sessions: listSessions,
      rename: renameSelf,
      endOthers: endOtherOwnSessions,
      endOne: endOneOwnSession,
    },
  };
}

export type DeskContext = ReturnType<typeof createDeskContext>;
