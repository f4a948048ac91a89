import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker, type DayPickerProps } from "react-day-picker";
import { cn } from "#app/lib/cn";

const navButton = cn(
  "inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-ink-600 ring-1 ring-ink-200 ring-inset transition-colors",
  "hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:pointer-events-none aria-disabled:opacity-40",
);

/**
 * react-day-picker styled with our theme (its own stylesheet is not loaded). Import it only
 * from lazily loaded code: it should never be part of a page's first-load JavaScript.
 */
export function Calendar({ className, classNames, ...props }: DayPickerProps) {
  return (
    <DayPicker
      navLayout="around"
      className={cn("w-fit", className)}
      classNames={{
        months: "relative",
        month: "grid grid-cols-[auto_1fr_auto] items-center gap-y-3",
        month_caption: "flex h-9 items-center justify-center",
        caption_label: "text-sm font-semibold text-ink-900",
        button_previous: navButton,
        button_next: navButton,
        chevron: "size-4",
        month_grid: "col-span-3 border-collapse",
        weekdays: "",
        weekday: "h-8 w-10 text-xs font-medium text-ink-500 sm:w-11",
        week: "",
        day: "group p-0.5 text-center",
        day_button: cn(
          "inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-sm font-medium text-ink-800 transition-colors sm:size-10",
          "hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
          "group-data-[today]:ring-1 group-data-[today]:ring-brand-300 group-data-[today]:ring-inset",
          "group-data-[selected]:bg-brand-600 group-data-[selected]:text-white group-data-[selected]:shadow-sm group-data-[selected]:hover:bg-brand-700",
          "disabled:cursor-not-allowed disabled:bg-transparent disabled:font-normal disabled:text-ink-300 disabled:ring-0",
        ),
        outside: "invisible",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === "left" ? (
            <ChevronLeft aria-hidden className={chevronClass} />
          ) : (
            <ChevronRight aria-hidden className={chevronClass} />
          ),
      }}
      {...props}
    />
  );
}
