import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "#app/content/site";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import adminStylesheet from "./admin.css?url";

/**
 * A whole admin document, rendered to static HTML on the server. Admin pages are resource routes:
 * none of their code is in the browser build, and the document carries no script at all
 * (decision 007). It links the admin area's own stylesheet (admin.css), not the public pages' one.
 */
export function adminDocument(options: { title: string; body: ReactNode; status?: number }): Response {
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${options.title} · Admin | ${site.name}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="stylesheet" href={adminStylesheet} />
      </head>
      <body className="bg-ink-50 text-ink-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
        >
          Skip to content
        </a>
        {options.body}
      </body>
    </html>,
  );
  return new Response(`<!DOCTYPE html>${markup}`, {
    status: options.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
