import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

/** Shared look of text controls: calm border, brand focus ring, red once `aria-invalid` is set. */
export const controlClasses = cn(
  "block w-full rounded-lg border border-ink-200 bg-white px-3.5 text-[15px] text-ink-900 shadow-xs transition-[border-color,box-shadow]",
  "placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none",
  "aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:opacity-70",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClasses, "h-11", className)} {...props} />;
}
