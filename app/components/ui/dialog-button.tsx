import { Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

/**
 * A button that opens a dialog whose code loads on first use: `preload` starts the download as
 * soon as the pointer heads for the button or it takes focus, and the dialog (a `lazy` component
 * rendered by `dialog`) mounts on the first click and stays mounted so that it can animate closed.
 */
export function DialogButton({
  preload,
  dialog,
  ...buttonProps
}: ButtonProps & {
  preload: () => Promise<unknown>;
  dialog: (state: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      />
      {requested ? <Suspense fallback={null}>{dialog({ open, onOpenChange: setOpen })}</Suspense> : null}
    </>
  );
}
