import { lazy } from "react";
import { GdprCompliance } from "#app/features/legal/policies/gdpr-compliance";
import { LegalPage } from "#app/features/legal/legal-page";
import { publicPageMeta } from "#app/lib/seo";

// The server renders the text in place; the browser fetches it on demand (its own chunk).
const Policy = import.meta.env.SSR
  ? GdprCompliance
  : lazy(() => import("#app/features/legal/policies/gdpr-compliance"));

export function meta() {
  return publicPageMeta("/gdpr-compliance");
}

export default function GdprComplianceRoute() {
  return <LegalPage title="GDPR Compliance" path="/gdpr-compliance" Policy={Policy} />;
}
