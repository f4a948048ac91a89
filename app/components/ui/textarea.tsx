import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";
import { controlClasses } from "./input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea rows={rows} className={cn(controlClasses, "min-h-24 resize-y py-2.5 leading-6", className)} {...props} />
  );
}
