import { LegalPage } from "#app/features/legal/legal-page";
import { lazyIsland } from "#app/lib/island";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

// An island: the server renders the text in place; the browser fetches its code on demand (its own chunk).
const Policy = lazyIsland("policy", () =>
  import("#app/features/legal/policies/gdpr-compliance").then((m) => m.default),
);

export const loader = publicPageLoader("/gdpr-compliance");
export const meta = publicPageMeta;

export default function GdprComplianceRoute() {
  return <LegalPage title="GDPR Compliance" path="/gdpr-compliance" Policy={Policy} />;
}
