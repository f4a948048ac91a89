import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";

/** A form label; pair it with its control through `htmlFor`. */
export function Label({ className, htmlFor, ...props }: ComponentProps<"label"> & { htmlFor: string }) {
  return <label htmlFor={htmlFor} className={cn("block text-sm font-medium text-ink-800", className)} {...props} />;
}
