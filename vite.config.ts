import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { blogArticles } from "./scripts/vite-blog-articles";

export default defineConfig({
  plugins: [blogArticles(), tailwindcss(), reactRouter()],
  // The site's address in canonical URLs and share tags (app/content/site.ts): fixed when the pages are built.
  define: { __PUBLIC_URL__: JSON.stringify(process.env.PUBLIC_URL ?? "") },
  build: {
    assetsInlineLimit: 0,
    modulePreload: false,
    // terser squeezes a few KB more than esbuild out of every page's first load (budget: 120 KB gzip).
    minify: "terser",
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
  },
});
