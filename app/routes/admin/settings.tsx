import { Button } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { returnPath } from "#app/features/admin/admin-context";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import { defaultStageNames, stages } from "#app/lib/admin/stages";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/settings";

async function pageData(page: Awaited<ReturnType<typeof adminPageFor>>, args: Route.LoaderArgs) {
  return {
    staff: await page.admin.staff(),
    stageNames: await page.admin.stageNames(),
    returnTo: returnPath(args.request),
    ...flashOf(page.url),
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

/** The desk's settings (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.render("Desk settings", <AdminSettings loaderData={await pageData(page, args)} />);
}

function AdminSettings({ loaderData }: { loaderData: PageData }) {
  const { staff, stageNames, returnTo, notice, error } = loaderData;
  const inTurn = staff.filter((member) => member.takesLeads).length;
  return (
    <>
      <PageHeader title="Desk settings" description="Who takes new leads, and what the stages are called." />
      <Flash notice={notice} error={error} />
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <Panel
          title="New leads in turn"
          description={
            inTurn
              ? `A new lead from someone without an owner goes to the next of these ${inTurn === 1 ? "one person" : `${inTurn} people`} in turn.`
              : "Nobody takes new leads in turn: they arrive without an owner. Mark who should."
          }
          flush
        >
          {/* A list rather than a table, so the button stays in view on a phone. */}
          <ul className="divide-y divide-ink-100">
            {staff.length === 0 ? <li className="px-5 py-4 text-sm text-ink-500">No staff accounts.</li> : null}
            {staff.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3 text-sm">
                <span className="min-w-48 flex-1 wrap-anywhere text-ink-900">
                  {member.name} <span className="text-ink-500">{member.email}</span>
                </span>
                {member.takesLeads ? <Badge tone="green">takes new leads</Badge> : <Badge>not in turn</Badge>}
                <form method="post" action={`/api/admin/staff/${member.id}/takes-leads`}>
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <input type="hidden" name="takesLeads" value={member.takesLeads ? "no" : "yes"} />
                  <Button type="submit" size="sm" variant="secondary">
                    {member.takesLeads ? "Take out of turn" : "Give new leads"}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Stage names" description="The stages stay in this order; only their names change.">
          <form method="post" action="/api/admin/settings/stage-names" className="grid gap-3">
            <input type="hidden" name="returnTo" value={returnTo} />
            {stages.map((stage) => (
              <div key={stage} className="grid gap-1.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-center">
                <Label htmlFor={`stage-${stage}`} className="text-ink-600">
                  {defaultStageNames[stage]}
                </Label>
                <input
                  id={`stage-${stage}`}
                  name={stage}
                  required
                  maxLength={40}
                  defaultValue={stageNames[stage]}
                  className={cn(controlClasses, "h-10 px-3 text-sm")}
                />
              </div>
            ))}
            <Button type="submit" size="sm" className="justify-self-start">
              Save names
            </Button>
          </form>
        </Panel>
      </div>
    </>
  );
}
