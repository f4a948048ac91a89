import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn";
import { controlClasses } from "./input";

export type SelectOption = { readonly value: string; readonly label: string };

/**
 * A native select styled like our inputs. Native on purpose: every screen reader and
 * keyboard knows it, phones show their own picker, and it costs no JavaScript.
 * The placeholder is the empty value, so a form reset shows it again.
 */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<"select">, "children"> & { options: ReadonlyArray<SelectOption>; placeholder: string }) {
  // Uncontrolled selects start on the placeholder, also in server-rendered HTML (a browser
  // would otherwise show the first real option until the page hydrates).
  const start = props.value === undefined && props.defaultValue === undefined ? { defaultValue: "" } : {};
  return (
    <div className={cn("relative", className)}>
      <select
        className={cn(controlClasses, "h-11 cursor-pointer appearance-none pr-10 invalid:text-ink-500")}
        required
        {...start}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-ink-900">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
