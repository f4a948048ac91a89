import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/admin-routes";

export default [
  index("routes/home.tsx"),
  route("blog", "modules/content/pages/blog.tsx", { id: "routes/blog" }),
  route("blog/rss.xml", "modules/content/pages/blog-rss[.]xml.ts", { id: "routes/blog-rss[.]xml" }),
  route("blog/category/:category", "modules/content/pages/blog-category.tsx", { id: "routes/blog-category" }),
  route("blog/:slug", "modules/content/pages/blog-article.tsx", { id: "routes/blog-article" }),
  route("blogs/:slug", "modules/content/pages/blogs-redirect.ts", { id: "routes/blogs-redirect" }),
  route("podcasts/:id", "routes/media-item.tsx", { id: "podcast-item" }),
  route("panels/:id", "routes/media-item.tsx", { id: "panel-item" }),
  route("videos/:id", "routes/media-item.tsx", { id: "video-item" }),
  route("shared-future", "routes/shared-future.tsx"),
  route("gcc-panel", "routes/gcc-panel.tsx"),
  route("recommendations", "modules/content/pages/recommendations.tsx", { id: "routes/recommendations" }),
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
