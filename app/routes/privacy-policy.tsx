import { lazy } from "react";
import { PrivacyPolicy } from "#app/features/legal/policies/privacy-policy";
import { LegalPage } from "#app/features/legal/legal-page";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

// The server renders the text in place; the browser fetches it on demand (its own chunk).
const Policy = import.meta.env.SSR ? PrivacyPolicy : lazy(() => import("#app/features/legal/policies/privacy-policy"));

export const loader = publicPageLoader("/privacy-policy");
export const meta = publicPageMeta;

export default function PrivacyPolicyRoute() {
  return <LegalPage title="Privacy Policy" path="/privacy-policy" Policy={Policy} />;
}
