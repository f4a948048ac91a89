import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/admin-routes";

export default [
  index("routes/home.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss[.]xml.ts"),
  route("blog/category/:category", "routes/blog-category.tsx"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("blogs/:slug", "routes/blogs-redirect.ts"),
  route("podcasts/:id", "routes/media-item.tsx", { id: "podcast-item" }),
  route("panels/:id", "routes/media-item.tsx", { id: "panel-item" }),
  route("videos/:id", "routes/media-item.tsx", { id: "video-item" }),
  route("shared-future", "routes/shared-future.tsx"),
  route("gcc-panel", "routes/gcc-panel.tsx"),
  route("recommendations", "routes/recommendations.tsx"),
  route("ai-talent-deployment", "routes/ai-talent-deployment.tsx"),
  route("gitex", "routes/gitex.tsx"),
  route("case-study-int", "routes/case-study-int.tsx"),
  route("case-study-magic-edtech", "routes/case-study-magic-edtech.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("gdpr-compliance", "routes/gdpr-compliance.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // A page moved into its module keeps the id it always had: every page's route manifest names it.
  route("appointments/:token", "modules/booking/pages/appointment-manage.tsx", { id: "routes/appointment-manage" }),
  route("newsletter/confirm/:token", "modules/newsletter/pages/newsletter-confirm.tsx", {
    id: "routes/newsletter-confirm",
  }),
  route("newsletter/unsubscribe/:token", "modules/newsletter/pages/newsletter-unsubscribe.tsx", {
    id: "routes/newsletter-unsubscribe",
  }),
  ...adminRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
