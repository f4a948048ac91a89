import { Button } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, typedValue, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { defaultStageNames, stages, type StageNames } from "#app/lib/admin/stages";
import type { StaffMember } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/settings";

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const { services, settings } = page.desk;
  const loaderData = {
    staff: await settings.staff(services.db),
    stageNames: await settings.stageNames(services.db),
    form,
  };
  return page.render("Desk settings", <AdminSettings loaderData={loaderData} />, status);
}
type PageData = {
  staff: Array<StaffMember>;
  stageNames: StageNames;
  form: FormState | null;
};

/** The desk's settings (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/** The page's forms: who takes new leads in turn, and the stages' names. */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      "takes-leads": (page, fields) =>
        page.desk.settings.setTakesLeads(page.desk.services, page.staff, fields.staff, fields),
      "stage-names": (page, fields) => page.desk.settings.renameStages(page.desk.services, page.staff, fields),
    },
    (page, form, status) => showPage(page, form, status),
  );
}

function AdminSettings({ loaderData }: { loaderData: PageData }) {
  const { staff, stageNames, form } = loaderData;
  const inTurn = staff.filter((member) => member.takesLeads).length;
  return (
    <>
      <PageHeader title="Desk settings" description="Who takes new leads, and what the stages are called." />
      {form ? <FlashSentence message={form.message} refused /> : null}
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
                <form method="post">
                  <input type="hidden" name="staff" value={member.id} />
                  <input type="hidden" name="takesLeads" value={member.takesLeads ? "no" : "yes"} />
                  <Button type="submit" name="intent" value="takes-leads" size="sm" variant="secondary">
                    {member.takesLeads ? "Take out of turn" : "Give new leads"}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Stage names" description="The stages stay in this order; only their names change.">
          <form method="post" className="grid gap-3">
            {stages.map((stage) => {
              const problem = form?.intent === "stage-names" ? form.fieldErrors[stage] : undefined;
              return (
                <div key={stage} className="grid gap-1.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-center">
                  <Label htmlFor={`stage-${stage}`} className="text-ink-600">
                    {defaultStageNames[stage]}
                  </Label>
                  <input
                    id={`stage-${stage}`}
                    name={stage}
                    required
                    maxLength={40}
                    defaultValue={typedValue(form, "stage-names", stage) ?? stageNames[stage]}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `stage-${stage}-error` : undefined}
                    className={cn(controlClasses, "h-10 px-3 text-sm")}
                  />
                  {problem ? (
                    <p id={`stage-${stage}-error`} className="text-sm text-red-700 sm:col-start-2">
                      {problem}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <Button type="submit" name="intent" value="stage-names" size="sm" className="justify-self-start">
              Save names
            </Button>
          </form>
        </Panel>
      </div>
    </>
  );
}
