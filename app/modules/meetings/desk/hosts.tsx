import { adminPageFor } from "#app/features/admin/admin-page.server";
import { PageHeader } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { HostCard } from "#app/modules/meetings/desk/host-card";
import type { Route } from "./+types/hosts";

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const view = await page.desk.meetings.hosts(page.desk.services, page.staff);
  const hosts = view.members.filter((member) => member.isHost && member.active).length;
  return page.render(
    "Hosts",
    <>
      <PageHeader
        title="Hosts"
        description={
          hosts === 0
            ? `No one takes meetings yet: every slot holds the set number of bookings. Slots are in ${view.businessTimeZone}.`
            : `${hosts} ${hosts === 1 ? "host takes" : "hosts take"} meetings. A slot is free while one of them is; new meetings go to the least busy that week. Slots are in ${view.businessTimeZone}.`
        }
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      <div className="grid gap-6">
        {view.members.map((member) => (
          <HostCard key={member.staffId} member={member} timeZones={view.timeZones} form={form} />
        ))}
      </div>
    </>,
    status,
  );
}

/** Staff who take consultations: hours, days off, meeting link, own feed (a resource route, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/**
 * The page's forms (docs/admin.md#what-a-form-answers), each naming its member of staff in the
 * hidden `staff` field: their settings, a day off added or removed, a feed address made or revoked.
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      "save-host": (page, fields) => page.desk.meetings.saveHost(page.desk.services, page.staff, fields.staff, fields),
      "add-day-off": (page, fields) =>
        page.desk.meetings.addDayOff(page.desk.services, page.staff, fields.staff, fields),
      "remove-day-off": (page, fields) =>
        page.desk.meetings.removeDayOff(page.desk.services, page.staff, fields.staff, fields.date),
      "new-host-feed": async (page, fields) => {
        const result = await page.desk.meetings.makeFeed(page.desk.services, page.staff, fields.staff);
        return result.ok ? { ...result, to: `/admin/hosts#host-${String(fields.staff)}` } : result;
      },
      "revoke-feed": (page, fields) => page.desk.meetings.revokeFeed(page.desk.services, page.staff, fields.feed),
    },
    (page, form, status) => showPage(page, form, status),
  );
}
