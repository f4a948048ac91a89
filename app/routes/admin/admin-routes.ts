import { route } from "@react-router/dev/routes";

/**
 * The admin area's pages. Each is a resource route whose loader renders the whole document on the
 * server (decision 007): never prerendered, never in the sitemap, no code in the browser build,
 * each behind the admin gate on the server. Tests walk this list.
 */
export const adminRoutes = [
  route("admin/login", "modules/staff/desk/login.tsx", { id: "routes/admin/login" }),
  route("admin/setup", "modules/staff/desk/setup.tsx", { id: "routes/admin/setup" }),
  route("admin", "routes/admin/inbox.tsx"),
  route("admin/dashboard", "routes/admin/dashboard.tsx"),
  route("admin/analytics", "modules/analytics/desk/analytics.tsx", { id: "routes/admin/analytics" }),
  route("admin/analytics/campaigns", "modules/analytics/desk/analytics-campaigns.tsx", {
    id: "routes/admin/analytics-campaigns",
  }),
  route("admin/leads/:kind", "routes/admin/kind-list.tsx"),
  route("admin/leads/:kind/:id", "routes/admin/lead.tsx"),
  route("admin/board", "routes/admin/board.tsx"),
  route("admin/search", "routes/admin/search.tsx"),
  route("admin/contacts", "routes/admin/contacts.tsx"),
  route("admin/contacts/:id", "routes/admin/contact.tsx"),
  // Pages moved into their modules keep the ids they always had: every page's route manifest names them.
  route("admin/appointments", "modules/meetings/desk/appointments.tsx", { id: "routes/admin/appointments" }),
  route("admin/hosts", "modules/meetings/desk/hosts.tsx", { id: "routes/admin/hosts" }),
  route("admin/outbox", "modules/mail/desk/outbox.tsx"),
  route("admin/outbox/:id", "modules/mail/desk/outbox-message.tsx"),
  route("admin/webhooks", "routes/admin/webhooks.tsx"),
  route("admin/settings", "routes/admin/settings.tsx"),
  route("admin/personal-data", "routes/admin/personal-data.tsx"),
  route("admin/audit", "modules/staff/desk/audit.tsx", { id: "routes/admin/audit" }),
  route("admin/account", "modules/staff/desk/account.tsx", { id: "routes/admin/account" }),
  route("admin/tokens", "modules/staff/desk/tokens.tsx", { id: "routes/admin/tokens" }),
  route("admin/*", "routes/admin/not-found.tsx"),
];
