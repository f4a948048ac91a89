import { LegalPage } from "#app/modules/site/components/legal/legal-page";
import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

// An island: the server renders the text in place; the browser fetches its code on demand (its own chunk).
const Policy = lazyIsland("policy", () =>
  import("#app/modules/site/components/legal/policies/privacy-policy").then((m) => m.default),
);

export const loader = publicPageLoader("/privacy-policy");
export const meta = pageMeta;

export default function PrivacyPolicyRoute() {
  return <LegalPage title="Privacy Policy" path="/privacy-policy" Policy={Policy} />;
}
