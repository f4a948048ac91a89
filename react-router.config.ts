import type { Config } from "@react-router/dev/config";
import { indexablePages } from "./app/content/indexable-pages";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel work build side by side; the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every indexable page is rendered to HTML at build time, with the blog's feed, the sitemap and
  // robots.txt; the server answers the rest (404s, private pages) by rendering on request.
  prerender: [...indexablePages().map((page) => page.path), "/blog/rss.xml", "/sitemap.xml", "/robots.txt"],
} satisfies Config;
