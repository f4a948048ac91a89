export { endOneOwnSession, endOtherOwnSessions, renameSelf } from "./server/account-actions";
export { createApiToken, listApiTokens, tokenHolder } from "./server/api-tokens";
export { auditEntry, leadTimeline, recordAudit, timelineEntries } from "./server/audit";
export { adminAuthRoutes } from "./server/auth-routes";
export { auditPage, setupLinkOpen } from "./server/desk-views";
export { passwordProblem } from "./server/password-policy";
export { hashPassword, usePasswordCost } from "./server/passwords";
export { clearSessionCookie, readSessionCookie } from "./server/session-cookie";
export { listSessions, pruneSessions, resolveSession, type Staff } from "./server/sessions";
export { issueSetupLink } from "./server/setup-link";
export {
  pruneSignInThrottle,
  signInLimitPerAccountAndIp,
  signInQueueMax,
  signInSlowdownAfter,
  signInSlowdownMs,
} from "./server/sign-in";
export {
  createStaffAccount,
  listStaff,
  StaffAccountError,
  staffDirectory,
  type StaffDirectory,
  type StaffMember,
  staffNameOf,
} from "./server/staff-accounts";
export { makeApiToken, revokeOwnApiToken } from "./server/token-actions";
