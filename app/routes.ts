import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/admin-routes";

export default [
  // A page moved into its module keeps the id it always had: every page's route manifest names it.
  index("modules/site/pages/home.tsx", { id: "routes/home" }),
  route("blog", "modules/content/pages/blog.tsx", { id: "routes/blog" }),
  route("blog/rss.xml", "modules/content/pages/blog-rss[.]xml.ts", { id: "routes/blog-rss[.]xml" }),
  route("blog/category/:category", "modules/content/pages/blog-category.tsx", { id: "routes/blog-category" }),
  route("blog/:slug", "modules/content/pages/blog-article.tsx", { id: "routes/blog-article" }),
  route("blogs/:slug", "modules/content/pages/blogs-redirect.ts", { id: "routes/blogs-redirect" }),
  route("podcasts/:id", "modules/site/pages/media-item.tsx", { id: "podcast-item" }),
  route("panels/:id", "modules/site/pages/media-item.tsx", { id: "panel-item" }),
  route("videos/:id", "modules/site/pages/media-item.tsx", { id: "video-item" }),
  route("shared-future", "modules/site/pages/shared-future.tsx", { id: "routes/shared-future" }),
  route("gcc-panel", "modules/site/pages/gcc-panel.tsx", { id: "routes/gcc-panel" }),
  route("recommendations", "modules/content/pages/recommendations.tsx", { id: "routes/recommendations" }),
  route("ai-talent-deployment", "modules/site/pages/ai-talent-deployment.tsx", { id: "routes/ai-talent-deployment" }),
  route("gitex", "modules/site/pages/gitex.tsx", { id: "routes/gitex" }),
  route("case-study-int", "modules/site/pages/case-study-int.tsx", { id: "routes/case-study-int" }),
  route("case-study-magic-edtech", "modules/site/pages/case-study-magic-edtech.tsx", {
    id: "routes/case-study-magic-edtech",
  }),
  route("privacy-policy", "modules/site/pages/privacy-policy.tsx", { id: "routes/privacy-policy" }),
  route("terms-of-service", "modules/site/pages/terms-of-service.tsx", { id: "routes/terms-of-service" }),
  route("cookie-policy", "modules/site/pages/cookie-policy.tsx", { id: "routes/cookie-policy" }),
  route("gdpr-compliance", "modules/site/pages/gdpr-compliance.tsx", { id: "routes/gdpr-compliance" }),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
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
