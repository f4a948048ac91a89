import { lazy, type ReactNode } from "react";
import { type ButtonProps } from "#app/components/ui/button";
import { DialogButton } from "#app/components/ui/dialog-button";
import type { TalentCategoryId } from "#app/schemas/talent-request";

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
  return (
    <DialogButton
      variant={variant}
      size={size}
      className={className}
      data-talent-category={category ?? undefined}
      preload={loadDialog}
      dialog={(state) => <TalentRequestDialog {...state} category={category} />}
    >
      {children}
    </DialogButton>
  );
}
