import { lazy } from "react";
import { CookiePolicy } from "#app/features/legal/policies/cookie-policy";
import { LegalPage } from "#app/features/legal/legal-page";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

// The server renders the text in place; the browser fetches it on demand (its own chunk).
const Policy = import.meta.env.SSR ? CookiePolicy : lazy(() => import("#app/features/legal/policies/cookie-policy"));

export const loader = publicPageLoader("/cookie-policy");
export const meta = publicPageMeta;

export default function CookiePolicyRoute() {
  return <LegalPage title="Cookie Policy" path="/cookie-policy" Policy={Policy} />;
}
