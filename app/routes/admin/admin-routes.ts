import { layout, route } from "@react-router/dev/routes";

/**
 * The admin area's pages: rendered on request only (never in the prerender list or the sitemap),
 * each behind the admin gate on the server. Tests walk this list.
 */
export const adminRoutes = [
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/leads/:kind", "routes/admin/lead-list.tsx"),
    route("admin/leads/:kind/:id", "routes/admin/lead.tsx"),
    route("admin/appointments", "routes/admin/appointments.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/outbox/:id", "routes/admin/outbox-message.tsx"),
    route("admin/webhooks", "routes/admin/webhooks.tsx"),
    route("admin/personal-data", "routes/admin/personal-data.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
];
