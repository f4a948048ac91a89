import type { Config } from "@react-router/dev/config";
import { blogPaths } from "./app/content/blog-catalogue";
import { mediaPaths } from "./app/content/media";
import { publicPages } from "./app/content/routes-meta";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel work build side by side; the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every public page is rendered to HTML at build time; the server answers
  // the rest (404s, private pages) by rendering on request.
  prerender: [...publicPages.map((page) => page.path), ...blogPaths(), ...mediaPaths(), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
