export { announceAssignment, companyOf } from "./server/assignment-notices";
export { attachContactsToEarlierLeads } from "./server/contact-store";
export { companyIdentity, emailKey } from "./server/identity";
export { leadFactLines } from "./server/lead-emails";
export { saveLead } from "./server/lead-forms";
export { insertLead, type LeadType } from "./server/lead-store";
export {
  assignLeads,
  changeLeadStatuses,
  NobodyInTurn,
  ownerOf,
  UnknownOwner,
  updateLead,
} from "./server/lead-updates";
export { fillSearchText } from "./server/search-text";
export { adminLeadUrl, type Team, teamOf } from "./server/team";
export { chatMessage } from "./server/webhooks/chat-message";
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  setWebhookEndpointActive,
  WebhookEndpointError,
} from "./server/webhooks/endpoints";
export { postJson } from "./server/webhooks/post";
export { isPrivateAddress } from "./server/webhooks/private-address";
export { signWebhook } from "./server/webhooks/signing";
export { startWebhookWorker, type WebhookWorker } from "./server/webhooks/worker";
