import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A problem the visitor must read before going on, in a red box inside a form or dialog step. */
export function AlertMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-700",
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
