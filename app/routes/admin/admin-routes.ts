import { route } from "@react-router/dev/routes";

/**
 * The admin area's pages. Each is a resource route whose loader renders the whole document on the
 * server (decision 007): never prerendered, never in the sitemap, no code in the browser build,
 * each behind the admin gate on the server. Tests walk this list.
 */
export const adminRoutes = [
  route("admin/login", "modules/staff/desk/login.tsx", { id: "routes/admin/login" }),
  route("admin/setup", "modules/staff/desk/setup.tsx", { id: "routes/admin/setup" }),
  route("admin", "modules/desk/desk/inbox.tsx", { id: "routes/admin/inbox" }),
  route("admin/dashboard", "modules/desk/desk/dashboard.tsx", { id: "routes/admin/dashboard" }),
  route("admin/analytics", "modules/analytics/desk/analytics.tsx", { id: "routes/admin/analytics" }),
  route("admin/analytics/campaigns", "modules/analytics/desk/analytics-campaigns.tsx", {
    id: "routes/admin/analytics-campaigns",
  }),
  route("admin/leads/:kind", "modules/desk/desk/kind-list.tsx", { id: "routes/admin/kind-list" }),
  route("admin/leads/:kind/:id", "modules/desk/desk/lead.tsx", { id: "routes/admin/lead" }),
  route("admin/board", "modules/desk/desk/board.tsx", { id: "routes/admin/board" }),
  route("admin/search", "modules/desk/desk/search.tsx", { id: "routes/admin/search" }),
  route("admin/contacts", "modules/desk/desk/contacts.tsx", { id: "routes/admin/contacts" }),
  route("admin/contacts/:id", "modules/desk/desk/contact.tsx", { id: "routes/admin/contact" }),
  // Pages moved into their modules keep the ids they always had: every page's route manifest names them.
  route("admin/appointments", "modules/meetings/desk/appointments.tsx", { id: "routes/admin/appointments" }),
  route("admin/hosts", "modules/meetings/desk/hosts.tsx", { id: "routes/admin/hosts" }),
  route("admin/outbox", "modules/mail/desk/outbox.tsx"),
  route("admin/outbox/:id", "modules/mail/desk/outbox-message.tsx"),
  route("admin/webhooks", "modules/desk/desk/webhooks.tsx", { id: "routes/admin/webhooks" }),
  route("admin/settings", "modules/desk/desk/settings.tsx", { id: "routes/admin/settings" }),
  route("admin/personal-data", "modules/desk/desk/personal-data.tsx", { id: "routes/admin/personal-data" }),
  route("admin/audit", "modules/staff/desk/audit.tsx", { id: "routes/admin/audit" }),
  route("admin/account", "modules/staff/desk/account.tsx", { id: "routes/admin/account" }),
  route("admin/tokens", "modules/staff/desk/tokens.tsx", { id: "routes/admin/tokens" }),
  route("admin/*", "routes/admin/not-found.tsx"),
];
