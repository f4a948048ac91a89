import { PageIntro } from "#app/components/layout/page-intro";
import { PanelQuestionButton } from "#app/features/leads/panel-question-button";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

export const loader = publicPageLoader("/gcc-panel");
export const meta = publicPageMeta;

export default function GccPanelRoute() {
  return (
    <PageIntro eyebrow="Virtual Panel Series" title="Shared Future 5.0" tone="dark" actions={<PanelQuestionButton />}>
      Redefining talent, culture and leadership. Join us live on September 26, 2025 at 4:00 PM: a virtual panel with
      live Q&amp;A and free registration.
    </PageIntro>
  );
}
