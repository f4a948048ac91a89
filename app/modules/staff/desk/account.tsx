import { buttonClasses } from "#app/components/ui/button";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, typedValue, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import type { SessionView } from "#app/lib/admin/views";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { Route } from "./+types/account";

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const { services, account } = page.desk;
  const { db, clock, config } = services;
  const loaderData = {
    email: page.staff.email,
    name: (await account.nameOf(db, page.staff.userId))?.name ?? "",
    sessions: await account.sessions(db, page.staff, clock()),
    timeZone: config.bookingTimeZone,
    form,
  };
  return page.render("Your sessions", <AdminAccount loaderData={loaderData} />, status);
}
type PageData = {
  email: string;
  name: string;
  sessions: Array<SessionView>;
  timeZone: string;
  form: FormState | null;
};

/** The staff member's name and sessions (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/** The page's forms: the staff member's name, and ending their sessions. */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      rename: (page, fields) => page.desk.account.rename(page.desk.services, page.staff, fields),
      "end-others": (page) => page.desk.account.endOthers(page.desk.services, page.staff),
      "end-session": (page, fields) => page.desk.account.endOne(page.desk.services, page.staff, fields.session),
    },
    (page, form, status) => showPage(page, form, status),
  );
}

function AdminAccount({ loaderData }: { loaderData: PageData }) {
  const { email, name, sessions, timeZone, form } = loaderData;
  const nameError = form?.fieldErrors.displayName;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <>
      <PageHeader
        title="Your sessions"
        description={`Signed in as ${email}. A session ends after 30 idle minutes, and 12 hours after sign-in at the latest.`}
        actions={
          others > 0 ? (
            <form method="post">
              <button type="submit" name="intent" value="end-others" className={buttonClasses("secondary", "sm")}>
                End all other sessions
              </button>
            </form>
          ) : null
        }
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      <Panel
        title="Your name"
        description="How colleagues see you: as a lead's owner, in timelines, on the board and in the emails the desk sends them."
        className="mb-6"
      >
        <form method="post" className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-64 flex-1 gap-1.5">
            <Label htmlFor="display-name">Name</Label>
            <Input
              id="display-name"
              name="displayName"
              required
              maxLength={80}
              defaultValue={typedValue(form, "rename", "displayName") ?? name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "display-name-error" : undefined}
              className="h-10 text-sm"
            />
            {nameError ? (
              <p id="display-name-error" className="text-sm text-red-700">
                {nameError}
              </p>
            ) : null}
          </div>
          <button type="submit" name="intent" value="rename" className={buttonClasses("primary", "md")}>
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
                <form method="post">
                  <input type="hidden" name="session" value={session.id} />
                  <button type="submit" name="intent" value="end-session" className={buttonClasses("secondary", "sm")}>
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
