export { mergeContact, setContactOwner, unmergeContact } from "./server/contact-actions";
export { listContacts } from "./server/contact-list";
export { contactPage } from "./server/contact-page";
export { queueDailyDigests } from "./server/daily-digest";
export { dashboardView, navCounts } from "./server/dashboard";
export { DatabaseHasLeads, seedDemoData } from "./server/demo-data";
export { searchDesk } from "./server/desk-search";
export { stageNamesOf } from "./server/desk-settings";
export { updateLeadFromDesk } from "./server/lead-actions";
export { assignSelected, changeSelectedStages } from "./server/lead-bulk-actions";
export { leadDetail, leadPagePath } from "./server/lead-detail";
export {
  allListedLeads,
  type Board,
  boardLeads,
  leadsAfterCursor,
  listedLeads,
  listKind,
  listLeads,
  toLeadRow,
} from "./server/lead-queries";
export { erasePerson, exportPerson, lookUpPerson } from "./server/personal-data-actions";
export { personalDataColumns } from "./server/personal-data-columns";
export { deleteInboxView, saveInboxView } from "./server/saved-view-actions";
export { listSavedViews, type SavedView } from "./server/saved-views";
export { renameStages, setTakesLeads } from "./server/settings-actions";
export { addWebhookEndpoint, changeWebhookEndpoint } from "./server/webhook-endpoint-actions";
export { erasePersonalData } from "./server/personal-data";
