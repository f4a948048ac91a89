import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

export const loader = publicPageLoader("/shared-future");
export const meta = publicPageMeta;

export default function SharedFutureRoute() {
  return (
    <PageIntro eyebrow="Shared Future Community" title="Join Our Community" tone="light">
      Podcasts, panel discussions and a community of HR and technology leaders who share what works in hiring, culture
      and leadership.
    </PageIntro>
  );
}
