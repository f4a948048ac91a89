import { buttonClasses } from "#app/components/ui/button";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { Route } from "./+types/account";

async function pageData(page: Awaited<ReturnType<typeof adminPageFor>>) {
  return {
    email: page.staff.email,
    name: (await page.admin.me(page.staff)).name,
    sessions: await page.admin.sessions(page.staff),
    timeZone: page.admin.timeZone,
    ...flashOf(page.url),
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

/** The staff member's name and sessions (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.render("Your sessions", <AdminAccount loaderData={await pageData(page)} />);
}

function AdminAccount({ loaderData }: { loaderData: PageData }) {
  const { email, name, sessions, timeZone, notice, error } = loaderData;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <PageHeader
        title="Your sessions"
        description={`Signed in as ${email}. A session ends after 30 idle minutes, and 12 hours after sign-in at the latest.`}
        actions={
          others > 0 ? (
            <form method="post" action="/api/admin/sessions/end-others">
              <button type="submit" className={buttonClasses("secondary", "sm")}>
                End all other sessions
              </button>
            </form>
          ) : null
        }
      />
      <Flash notice={notice} error={error} />
      <Panel
        title="Your name"
        description="How colleagues see you: as a lead's owner, in timelines, on the board and in the emails the desk sends them."
        className="mb-6"
      >
        <form method="post" action="/api/admin/account/name" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="returnTo" value="/admin/account" />
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor="display-name">Name</Label>
            <Input
              id="display-name"
              name="displayName"
              required
              maxLength={80}
              defaultValue={name}
              className="h-10 text-sm"
            />
          </div>
          <button type="submit" className={buttonClasses("primary", "md")}>
            Save name
          </button>
        </form>
      </Panel>
      <Panel flush>
        <ul className="divide-y divide-ink-100">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-4 px-5 py-4">
              <div className="min-w-0">
                <p className="flex items-center gap-2 text-sm font-medium text-ink-900">
                  <span className="truncate">{session.userAgent || "Unknown browser"}</span>
                  {session.current ? <Badge tone="green">This browser</Badge> : null}
                </p>
                <p className="text-xs text-ink-500">
                  Signed in {formatWhen(session.createdAt, timeZone)} · last active{" "}
                  {formatWhen(session.lastSeenAt, timeZone)} · ends by {formatWhen(session.expiresAt, timeZone)}
                </p>
              </div>
              {session.current ? null : (
                <form method="post" action={`/api/admin/sessions/${session.id}/end`}>
                  <button type="submit" className={buttonClasses("secondary", "sm")}>
                    End session
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
