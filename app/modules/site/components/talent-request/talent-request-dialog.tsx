import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog";
import type { TalentCategoryId } from "#app/schemas/talent-request";
import { TalentRequestForm } from "./talent-request-form";

/**
 * The talent request dialog. The form mounts afresh each time the dialog opens (Radix unmounts it
 * on close), so it starts empty with the category of the button that opened it.
 */
export function TalentRequestDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: TalentCategoryId | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl sm:p-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Talent request</p>
        <DialogTitle className="mt-1 pr-8 text-2xl font-bold tracking-tight text-ink-900">
          Find your AI experts
        </DialogTitle>
        <DialogDescription className="mt-2 text-sm leading-6 text-ink-600">
          Tell us who you need. A talent specialist replies within 24 hours with pre-screened profiles, ready to start
          the next day.
        </DialogDescription>
        <TalentRequestForm category={category} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
