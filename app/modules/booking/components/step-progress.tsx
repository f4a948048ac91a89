import { cn } from "#app/lib/cn";

export type BookingStep = 1 | 2 | 3;

/** 'Step 2 of 3' with a three-part bar. */
export function StepProgress({ step }: { step: BookingStep }) {
  return (
    <div className="flex items-center gap-3">
      <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">Step {step} of 3</p>
      <div aria-hidden className="flex flex-1 gap-1.5 pr-10">
        {[1, 2, 3].map((part) => (
          <span
            key={part}
            className={cn("h-1 flex-1 rounded-full transition-colors", part <= step ? "bg-brand-600" : "bg-ink-200")}
          />
        ))}
      </div>
    </div>
  );
}
