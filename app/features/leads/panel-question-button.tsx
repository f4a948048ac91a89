import { ChatIcon } from "#app/components/ui/line-icons";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "#app/components/ui/button";

// The dialog and its form load on first use (or as soon as the pointer heads for the button).
const loadDialog = () => import("./panel-question-dialog");
const PanelQuestionDialog = lazy(() => loadDialog().then((m) => ({ default: m.PanelQuestionDialog })));

/** 'Submit Your Questions' and the question dialog it opens. */
export function PanelQuestionButton({
  variant = "light",
  size = "lg",
  className,
}: Pick<ButtonProps, "variant" | "size" | "className">) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ChatIcon aria-hidden className="size-5" />
        Submit Your Questions
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <PanelQuestionDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
