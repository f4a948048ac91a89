import { lazy } from "react";
import { GdprCompliance } from "#app/features/legal/policies/gdpr-compliance";
import { LegalPage } from "#app/features/legal/legal-page";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

// The server renders the text in place; the browser fetches it on demand (its own chunk).
const Policy = import.meta.env.SSR
  ? GdprCompliance
  : lazy(() => import("#app/features/legal/policies/gdpr-compliance"));

export const loader = publicPageLoader("/gdpr-compliance");
export const meta = publicPageMeta;

export default function GdprComplianceRoute() {
  return <LegalPage title="GDPR Compliance" path="/gdpr-compliance" Policy={Policy} />;
}
