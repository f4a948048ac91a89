import { lazy } from "react";
import { TermsOfService } from "#app/features/legal/policies/terms-of-service";
import { LegalPage } from "#app/features/legal/legal-page";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

// The server renders the text in place; the browser fetches it on demand (its own chunk).
const Policy = import.meta.env.SSR
  ? TermsOfService
  : lazy(() => import("#app/features/legal/policies/terms-of-service"));

export const loader = publicPageLoader("/terms-of-service");
export const meta = publicPageMeta;

export default function TermsOfServiceRoute() {
  return <LegalPage title="Terms of Service" path="/terms-of-service" Policy={Policy} />;
}
