import { ArrowUpRight } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { ExternalLink } from "#app/components/ui/external-link";
import { panelEvent } from "#app/content/panel-event";
import { PanelQuestionButton } from "#app/modules/site/components/leads/panel-question-button";

/** The panel's two actions on a dark surface: 'Register Now' (the event's own site) and 'Submit Your Questions'. */
export function PanelActions() {
  return (
    <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
      <ExternalLink href={panelEvent.registerUrl} className={buttonClasses("light", "lg")}>
        Register Now
        <ArrowUpRight aria-hidden className="size-4" />
      </ExternalLink>
      <PanelQuestionButton variant="outlineLight" />
    </div>
  );
}
