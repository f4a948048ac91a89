import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageMeta } from "#app/lib/seo";

export function meta() {
  return publicPageMeta("/shared-future");
}

export default function SharedFutureRoute() {
  return (
    <PageIntro eyebrow="Shared Future Community" title="Join Our Community" tone="light">
      Podcasts, panel discussions and a community of HR and technology leaders who share what works in hiring, culture
      and leadership.
    </PageIntro>
  );
}
