import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageMeta } from "#app/lib/seo";

export function meta() {
  return publicPageMeta("/blog");
}

export default function BlogRoute() {
  return (
    <PageIntro eyebrow="Insights" title="Our Blog" tone="light">
      Ideas and practical guides on HR technology, the future of work, talent mobility and hiring with AI, from the
      people who do it every day.
    </PageIntro>
  );
}
