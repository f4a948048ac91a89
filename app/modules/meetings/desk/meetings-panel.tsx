import type { DashboardView } from "#app/lib/admin/views";
import { Panel } from "#app/features/admin/admin-ui";

/**
 * The dashboard's meetings (docs/product.md#after-the-meeting): of those started in the last 30
 * days, how many were held, how many were no-shows and how many nobody has marked yet, which the
 * appointment calendar from that day lists.
 */
export function MeetingsPanel({ meetings, since }: { meetings: DashboardView["meetings"]; since: string }) {
  const stats = [
    ["Held", meetings.held],
    ["No-shows", meetings.noShow],
    ["Not marked", meetings.unmarked],
  ] as const;
  return (
    <Panel title="Meetings" description="Started in the last 30 days">
      <dl className="grid grid-cols-3 gap-4">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-ink-500">{label}</dt>
            <dd className="text-xl font-semibold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-500">
        {meetings.held + meetings.noShow + meetings.unmarked === 0 ? (
          "No meeting has taken place in these 30 days."
        ) : meetings.unmarked === 0 ? (
          "Every one is marked held or no-show."
        ) : (
          <a href={`/admin/appointments?from=${since}`} className="font-medium text-brand-700 hover:underline">
            Find {meetings.unmarked === 1 ? "it" : "them"} on the appointment calendar
          </a>
        )}
      </p>
    </Panel>
  );
}
