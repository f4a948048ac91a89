import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";
import { sectionLinks } from "#app/content/site";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { Button } from "#app/components/ui/button";
import { useGoToSection } from "./use-go-to-section";
import { Logo } from "./logo";

const serviceLinks = [
  sectionLinks.offerings,
  sectionLinks.skillNetwork,
  sectionLinks.industries,
  sectionLinks.aiTalent,
];

/** The side menu; a click outside it (on the backdrop) closes it. */
export function MobileMenuPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const goToSection = useGoToSection();
  const { openAppointmentDialog } = useAppointmentDialog();

  function choose(action: () => void) {
    onOpenChange(false);
    action();
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 data-[state=open]:animate-fade-in lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-slide-in-right lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-100 px-5">
            <RadixDialog.Title asChild>
              <span>
                <Logo />
                <span className="sr-only">Menu</span>
              </span>
            </RadixDialog.Title>
            <RadixDialog.Close aria-label="Close menu" className="rounded-md p-2 text-ink-600 hover:bg-ink-100">
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-8 overflow-y-auto px-5 py-6">
            <div>
              <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Services</p>
              <ul className="mt-3 space-y-1">
                {serviceLinks.map((link) => (
                  <li key={link.id}>
                    <button
                      type="button"
                      onClick={() => choose(() => goToSection(link.id))}
                      className="w-full cursor-pointer rounded-lg px-3 py-2.5 text-left text-base font-medium text-ink-800 hover:bg-ink-50"
                    >
                      {link.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl bg-gradient-to-br from-brand-50 to-accent-400/10 p-5">
              <p className="font-semibold text-ink-900">See it in action</p>
              <p className="mt-1 text-sm text-ink-600">
                Book a free 30-minute demo and see how we match you with pre-vetted AI talent in 24 hours.
              </p>
              <Button className="mt-4 w-full" onClick={() => choose(openAppointmentDialog)}>
                Request Demo
              </Button>
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
