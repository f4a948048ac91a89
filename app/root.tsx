import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { CookieBanner } from "#app/features/consent/cookie-banner";
import { consentChangedEvent, storedConsent } from "#app/features/consent/consent-storage";
import { AppointmentDialogProvider } from "#app/modules/booking/ui";
import { SiteHeader } from "#app/components/layout/site-header";
import { ToastRegion } from "#app/components/ui/toast-region";
import { organizationJsonLd } from "#app/content/structured-data";
import { isSecretAddress, startTracking, trackPageView } from "#app/modules/analytics/ui";
import { earlyClickRecorder, finishHydration } from "#app/lib/early-clicks";
import { drawRestWhenIdle } from "#app/lib/deferred-drawing";
import { lazyIsland } from "#app/lib/island";
import { pageScriptsId, startScriptsAfterFirstPaint } from "#app/lib/paint-first";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";

// The footer is in every page's HTML from the server; its code (links, icons, address) is not
// needed for the first paint, so React hydrates it when its own small chunk arrives.
const SiteFooter = lazyIsland("site-footer", () =>
  import("#app/components/layout/site-footer").then((m) => m.SiteFooter),
);

// Only the not-found page needs this; every other page would carry it in its first load.
const NotFoundPage = lazy(() =>
  import("#app/components/layout/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);

export const links: LinksFunction = () => [
  // The Latin subset of the text font is needed for the first paint: fetch it with the HTML.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
        {/* The recorder runs from the HTML; the browser bundle need not carry its source. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyClickRecorder : "" }}
        />
        {/* Data for search engines, written by the server: the browser bundle need not carry it. */}
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? organizationJsonLd() : "" }}
        />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        {/* The framework's scripts start once the page has painted (app/lib/paint-first.ts). */}
        <noscript id={pageScriptsId}>
          <Scripts />
        </noscript>
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? startScriptsAfterFirstPaint : "" }}
        />
      </body>
    </html>
  );
}

/**
 * Counts a page view for each address the visitor sees (client-side navigations too; the fragment
 * alone is not a new page) and watches the lead forms. Effects run in the browser only, after
 * hydration, which itself waits for the first paint.
 */
function usePageViews() {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const hidden = isSecretAddress(useMatches());
  useEffect(() => startTracking({ read: storedConsent, changedEvent: consentChangedEvent }), []);
  useEffect(() => trackPageView(hidden), [page, hidden]);
}

/** Every page: navigation, main, footer, plus the consent banner and the toast region. */
function PageShell({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    finishHydration();
    drawRestWhenIdle();
  }, []);
  usePageViews();
  return (
    <AppointmentDialogProvider>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      <ToastRegion />
    </AppointmentDialogProvider>
  );
}

export default function App() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageShell>
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      </PageShell>
    );
  }
  // A request the page refused (a form post that was not the page's own) says why, in words.
  if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string") {
    return (
      <PageShell>
        <section className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-24 text-center">
          <h1 className="text-3xl font-bold text-ink-900">We could not do that</h1>
          <p className="mt-3 text-ink-600">{error.data}</p>
          <a href="/" className="mt-8 font-semibold text-brand-700 underline underline-offset-4">
            Return to Home
          </a>
        </section>
      </PageShell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <PageShell>
      <section className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-24 text-center">
        <h1 className="text-3xl font-bold text-ink-900">Something went wrong</h1>
        <p className="mt-3 text-ink-600">
          We could not show this page. Please reload it, or come back in a few minutes.
        </p>
        <a href="/" className="mt-8 font-semibold text-brand-700 underline underline-offset-4">
          Return to Home
        </a>
      </section>
    </PageShell>
  );
}
