import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "#app/components/ui/button";
import type { TalentCategoryId } from "#app/schemas/talent-request";

// The dialog and its form load on first use (or as soon as the pointer heads for a button).
const loadDialog = () => import("./talent-request-dialog");
const TalentRequestDialog = lazy(() => loadDialog().then((m) => ({ default: m.TalentRequestDialog })));

/**
 * A button that opens the talent request, with `category` chosen in the form ('Hire {category}'),
 * or none ('Find AI Experts Now', 'Get Started Now').
 */
export function TalentRequestButton({
  category = null,
  children,
  variant,
  size = "lg",
  className,
}: Pick<ButtonProps, "variant" | "size" | "className"> & { category?: TalentCategoryId | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        data-talent-category={category ?? undefined}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <TalentRequestDialog open={open} onOpenChange={setOpen} category={category} />
        </Suspense>
      ) : null}
    </>
  );
}
