import type { ReactNode } from "react";
import { isStage, type Stage } from "#app/lib/admin/stages";
import { cn } from "#app/lib/cn";

/** A white panel with an optional title row (title, description, actions on the right). */
export function Panel({
  title,
  description,
  actions,
  children,
  className,
  flush = false,
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** No inner padding (tables run edge to edge). */
  flush?: boolean;
}) {
  return (
    <section className={cn("rounded-xl bg-white shadow-xs ring-1 ring-ink-200/80", className)}>
      {title ? (
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
          <div>
            <h2 className="text-sm font-semibold text-ink-900">{title}</h2>
            {description ? <p className="mt-0.5 text-sm text-ink-500">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      <div className={flush ? undefined : "p-5"}>{children}</div>
    </section>
  );
}

/** A badge's colour: each is a `badge-<tone>` class in admin.css. */
export type Tone = "neutral" | "brand" | "green" | "amber" | "red" | "violet";

export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  // The classes are in admin.css: a badge is on every row of a list.
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

const stageTones: Record<Stage, Tone> = {
  new: "brand",
  contacted: "amber",
  qualified: "green",
  proposal: "green",
  won: "green",
  lost: "neutral",
};
const deliveryTones: Record<string, Tone> = {
  pending: "amber",
  sent: "green",
  failed: "red",
  suppressed: "violet",
  confirmed: "green",
  cancelled: "neutral",
};

export function statusTone(status: string): Tone {
  return (isStage(status) ? stageTones[status] : deliveryTones[status]) ?? "neutral";
}

/**
 * Tables fit their box at a laptop's width: headings wrap between words, and a cell that may hold
 * a long unbroken run (an email address, a URL, a visitor's text) gets `address`, which lets it
 * break anywhere, so no column is wider than the page gives it; other cells keep words whole.
 * (`cn` does not merge utilities, so `td` sets no wrapping of its own for `address` to fight.)
 * A list of many columns (`list`) keeps a width where words fit: on a phone it scrolls inside its
 * own box, never the page.
 */
export const tableClasses = {
  table: "w-full divide-y divide-ink-100 text-sm",
  list: "min-w-[44rem]",
  head: "bg-ink-50/70 text-left text-xs font-medium tracking-wide text-ink-500 uppercase",
  th: "px-4 py-2.5 font-medium",
  row: "hover:bg-ink-50/60",
  td: "px-4 py-3 align-top text-ink-700",
  address: "wrap-anywhere",
};

/** The page's title row: a heading, an optional line under it and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  crumbs,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  crumbs?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {crumbs ? <div className="mb-1 text-sm text-ink-500">{crumbs}</div> : null}
        <h1 className="text-2xl font-semibold tracking-tight wrap-break-word text-ink-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-500">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/**
 * A box that scrolls inside the page (a wide table on a phone, a long text): a named region that
 * takes keyboard focus, so it scrolls with the arrow keys too, not only with a pointer (WCAG 2.1.1).
 * `relative` keeps visually hidden labels inside it from widening the page.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** An empty state inside a panel or table. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="px-5 py-10 text-center text-sm text-ink-500">{children}</p>;
}

/** Time as staff read it: the business zone, day and time. */
export function formatWhen(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** A compact native select or input for toolbars and filters (no JavaScript needed). */
export const compactControl =
  "h-9 rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none";
