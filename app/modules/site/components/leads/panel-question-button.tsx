import { lazy } from "react";
import { type ButtonProps } from "#app/components/ui/button";
import { DialogButton } from "#app/components/ui/dialog-button";
import { ChatIcon } from "#app/components/ui/line-icons";

const loadDialog = () => import("./panel-question-dialog");
const PanelQuestionDialog = lazy(() => loadDialog().then((m) => ({ default: m.PanelQuestionDialog })));

/** 'Submit Your Questions' and the question dialog it opens. */
export function PanelQuestionButton({
  variant = "light",
  size = "lg",
  className,
}: Pick<ButtonProps, "variant" | "size" | "className">) {
  return (
    <DialogButton
      variant={variant}
      size={size}
      className={className}
      preload={loadDialog}
      dialog={(state) => <PanelQuestionDialog {...state} />}
    >
      <ChatIcon aria-hidden className="size-5" />
      Submit Your Questions
    </DialogButton>
  );
}
