import { adminPageFor } from "#app/features/admin/admin-page.server";
import { PageHeader } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import { HostCard } from "#app/modules/meetings/desk/host-card";
import type { Route } from "./+types/hosts";

/** Staff who take consultations: hours, days off, meeting link, own feed (a resource route, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  const view = await page.admin.hosts(page.staff);
  const { notice, error } = flashOf(page.url);
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
      <Flash notice={notice} error={error} />
      <div className="grid gap-6">
        {view.members.map((member) => (
          <HostCard key={member.staffId} member={member} timeZones={view.timeZones} />
        ))}
      </div>
    </>,
  );
}
