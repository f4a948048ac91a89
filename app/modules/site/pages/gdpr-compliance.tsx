import { LegalPage } from "#app/modules/site/components/legal/legal-page";
import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

// An island: the server renders the text in place; the browser fetches its code on demand (its own chunk).
const Policy = lazyIsland("policy", () =>
  import("#app/modules/site/components/legal/policies/gdpr-compliance").then((m) => m.default),
);

export const loader = publicPageLoader("/gdpr-compliance");
export const meta = pageMeta;

export default function GdprComplianceRoute() {
  return <LegalPage title="GDPR Compliance" path="/gdpr-compliance" Policy={Policy} />;
}
