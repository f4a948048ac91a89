import { buttonClasses } from "#app/components/ui/button";
import { adminMeta, adminOf } from "#app/features/admin/admin-context";
import { Badge, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import type { Route } from "./+types/account";

export function meta() {
  return adminMeta("Your sessions");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, staff } = adminOf(context, request);
  return {
    email: staff.email,
    sessions: await admin.sessions(staff),
    timeZone: admin.timeZone,
    ...flashOf(new URL(request.url)),
  };
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { email, sessions, timeZone, notice, error } = loaderData;
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
