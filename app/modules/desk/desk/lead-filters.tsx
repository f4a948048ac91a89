import type { ReactNode } from "react";
import { Search, SlidersHorizontal } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/cn";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import type { LeadListQuery } from "#app/schemas/admin";
import { compactControl } from "#app/features/admin/admin-ui";
import { LeadStatusOptions } from "./lead-status-options";
import type { OwnerChoice } from "./owner-options";

const select = cn(compactControl, "w-full pr-8");
const field = cn(compactControl, "w-full");

/** How many filters differ from showing everything (the search aside). */
function activeFilters(query: LeadListQuery): number {
  return [
    query.kind !== "all",
    query.status !== "all",
    query.owner !== "any",
    query.due !== "any",
    query.from !== "",
    query.to !== "",
    query.spam !== "hide",
  ].filter(Boolean).length;
}

/**
 * The list's search and filters: a GET form, so the filtered list has its own address. On a phone
 * the filters fold behind a Filters button (open when any is set), so the leads come first; from
 * the `md` width they are all in view (`wide-open`).
 */
export function LeadFilters({
  query,
  action,
  staff,
}: {
  query: LeadListQuery;
  action: string;
  staff: Array<OwnerChoice>;
}) {
  const active = activeFilters(query);
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-2.5 border-b border-ink-100 p-4">
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div className="grid min-w-40 flex-1 gap-1 md:min-w-56">
        <Label htmlFor="q" className="text-xs text-ink-500">
          Search
        </Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-400" />
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder="Name, email, company or any field"
            className={cn(field, "pl-9")}
          />
        </div>
      </div>
      <details className="wide-open open:w-full" open={active > 0}>
        <summary className={cn(buttonClasses("secondary", "sm"), "list-none [&::-webkit-details-marker]:hidden")}>
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters{active > 0 ? ` (${active})` : ""}
        </summary>
        <div className="mt-3 grid grid-cols-2 items-end gap-2.5 md:contents">
          <FilterField id="kind" label="Kind" width="md:w-40">
            <select id="kind" name="kind" defaultValue={query.kind} className={select}>
              <option value="all">Every kind</option>
              {leadKindList.map((kind) => (
                <option key={kind.slug} value={kind.slug}>
                  {kind.plural}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="status" label="Stage" width="md:w-36">
            <select id="status" name="status" defaultValue={query.status} className={select}>
              <option value="all">Any stage</option>
              <option value="open">Open (not won or lost)</option>
              <LeadStatusOptions />
            </select>
          </FilterField>
          <FilterField id="owner" label="Owner" width="md:w-36">
            <select id="owner" name="owner" defaultValue={query.owner} className={select}>
              <option value="any">Anyone</option>
              <option value="mine">Me</option>
              <option value="unassigned">Nobody yet</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="due" label="Follow-up" width="md:w-36">
            <select id="due" name="due" defaultValue={query.due} className={select}>
              <option value="any">Any</option>
              <option value="due">Due or overdue</option>
            </select>
          </FilterField>
          <FilterField id="from" label="Received from" width="md:w-[8.5rem]">
            <input id="from" name="from" type="date" defaultValue={query.from} className={field} />
          </FilterField>
          <FilterField id="to" label="to" width="md:w-[8.5rem]">
            <input id="to" name="to" type="date" defaultValue={query.to} className={field} />
          </FilterField>
          <FilterField id="spam" label="Spam" width="md:w-32">
            <select id="spam" name="spam" defaultValue={query.spam} className={select}>
              <option value="hide">Hidden</option>
              <option value="show">Shown</option>
              <option value="only">Only spam</option>
            </select>
          </FilterField>
        </div>
      </details>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses("primary", "sm")}>
          Apply filters
        </button>
        <a href={action} className={buttonClasses("ghost", "sm")}>
          Reset
        </a>
      </div>
    </form>
  );
}

/** One of the filters: its label over its control, as wide as its longest choice on a wide screen. */
function FilterField({
  id,
  label,
  width,
  children,
}: {
  id: string;
  label: string;
  width: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-1", width)}>
      <Label htmlFor={id} className="text-xs text-ink-500">
        {label}
      </Label>
      {children}
    </div>
  );
}
