import { cn } from "#app/lib/cn";
import { leadListSearch, type LeadListQuery } from "#app/schemas/admin";
import { typedValue, type FormState } from "#app/features/admin/page-action.server";

/** The views a salesperson opens most, one click each; every other combination is the filters. */
const views: Array<{ label: string; set: Partial<LeadListQuery> }> = [
  { label: "All leads", set: {} },
  { label: "Open", set: { status: "open" } },
  { label: "Mine", set: { owner: "mine", status: "open" } },
  { label: "Unassigned", set: { owner: "unassigned", status: "open" } },
  // One's own next steps: everyone's are a filter away (owner: anyone).
  { label: "Follow-up due", set: { due: "due", owner: "mine" } },
  { label: "New", set: { status: "new" } },
];

const defaults = {
  kind: "all",
  status: "all",
  owner: "any",
  due: "any",
  q: "",
  from: "",
  to: "",
  spam: "hide",
} as const;

/**
 * Tabs above the inbox: the common views (each a link with its filters, the kind kept), then the
 * member's own saved views, and a form to save the one on screen. One tab at most is the current
 * one: a saved view that is exactly the list on screen (perhaps a common view saved under a name
 * of one's own, or a kind's list) is it, else the common view whose filters these are.
 */
export function InboxViews({
  query,
  saved,
  form,
}: {
  query: LeadListQuery;
  saved: Array<{ id: string; name: string; query: string }>;
  /** The inbox's form as refused: the save form opens again with the name typed and its problem. */
  form: FormState | null;
}) {
  const nameProblem = form?.intent === "save-view" ? form.fieldErrors.name : undefined;
  const currentSearch = leadListSearch({ ...query, page: 1 });
  const savedCurrent = saved.find((view) => view.query === currentSearch)?.id ?? null;
  const commonCurrent = savedCurrent
    ? null
    : (views.find((view) =>
        (Object.keys(defaults) as Array<keyof typeof defaults>).every(
          (key) => key === "kind" || String(query[key]) === String(view.set[key] ?? defaults[key]),
        ),
      )?.label ?? null);
  return (
    <div className="mb-4 grid gap-2">
      <nav aria-label="Inbox views" className="flex flex-wrap gap-1.5">
        {views.map((view) => {
          const active = view.label === commonCurrent;
          return (
            <a
              key={view.label}
              href={`/admin${leadListSearch({ ...query, ...defaults, kind: query.kind, ...view.set, page: 1 }, {})}`}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset",
                active
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-ink-700 ring-ink-200 hover:bg-ink-50",
              )}
            >
              {view.label}
            </a>
          );
        })}
        {saved.map((view) => (
          <span key={view.id} className="inline-flex items-center">
            <a
              href={`/admin${view.query}`}
              aria-current={view.id === savedCurrent ? "page" : undefined}
              className={cn(
                "rounded-l-full py-1 pr-2 pl-3 text-sm font-medium ring-1 ring-inset",
                view.id === savedCurrent
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-ink-700 ring-ink-200 hover:bg-ink-50",
              )}
            >
              {view.name}
            </a>
            <form method="post">
              <input type="hidden" name="view" value={view.id} />
              <button
                type="submit"
                name="intent"
                value="delete-view"
                aria-label={`Delete the view ${view.name}`}
                className="cursor-pointer rounded-r-full bg-white py-1 pr-2.5 pl-1.5 text-sm text-ink-400 ring-1 ring-ink-200 ring-inset hover:text-red-700"
              >
                ×
              </button>
            </form>
          </span>
        ))}
      </nav>
      <details className="text-sm" open={nameProblem !== undefined}>
        <summary className="cursor-pointer text-brand-700">Save this view</summary>
        <form method="post" className="mt-2 flex flex-wrap items-center gap-2">
          <input type="hidden" name="query" value={currentSearch} />
          <label htmlFor="view-name" className="sr-only">
            Name of the view
          </label>
          <input
            id="view-name"
            name="name"
            required
            maxLength={40}
            placeholder="My open talent requests"
            defaultValue={typedValue(form, "save-view", "name")}
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? "view-name-error" : undefined}
            className="h-8 rounded-md border border-ink-200 px-3 text-sm"
          />
          <button
            type="submit"
            name="intent"
            value="save-view"
            className="h-8 cursor-pointer rounded-md bg-brand-600 px-3 text-sm font-medium text-white"
          >
            Save view
          </button>
          {nameProblem ? (
            <p id="view-name-error" className="w-full text-sm text-red-700">
              {nameProblem}
            </p>
          ) : null}
        </form>
      </details>
    </div>
  );
}
