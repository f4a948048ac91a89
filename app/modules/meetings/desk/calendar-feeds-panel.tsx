import { buttonClasses } from "#app/components/ui/button";
import type { AppointmentsView, CalendarFeedView } from "#app/lib/admin/views";
import { Empty, Panel } from "#app/features/admin/admin-ui";
import { IntentButton } from "#app/features/admin/intent-button";

/**
 * The team's calendar feeds (docs/product.md#calendar-feed): secret addresses a calendar app
 * subscribes to, each revocable; a new one is made with one button.
 */
export function CalendarFeedsPanel({ feeds }: { feeds: AppointmentsView["calendarFeeds"] }) {
  return (
    <Panel
      title="Calendar feed"
      description="Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see every consultation. Anyone with the address can read it: revoke it if it leaks."
      flush
      actions={
        <IntentButton intent="new-feed" fields={{}} className={buttonClasses("secondary", "sm")}>
          New feed address
        </IntentButton>
      }
    >
      {feeds.length === 0 ? (
        <Empty>No feed yet.</Empty>
      ) : (
        <ul className="divide-y divide-ink-100">
          {feeds.map((feed) => (
            <FeedAddress key={feed.id} feed={feed} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** One feed's address to copy, who made it and when, and its Revoke button for the one who made it. */
export function FeedAddress({ feed }: { feed: CalendarFeedView }) {
  return (
    <li className="grid gap-3 px-5 py-3 md:grid-cols-[1fr_auto] md:items-center">
      <div className="min-w-0">
        <code className="block truncate rounded bg-ink-50 px-2 py-1 font-mono text-xs text-ink-800 select-all">
          {feed.url}
        </code>
        <p className="mt-1 text-xs text-ink-500">
          Made by {feed.mine ? "you" : feed.createdBy} on {feed.created}
          {feed.mine ? "" : `. Only ${feed.createdBy} can revoke it.`}
        </p>
      </div>
      {feed.mine ? (
        <IntentButton intent="revoke-feed" fields={{ feed: feed.id }} className={buttonClasses("secondary", "sm")}>
          Revoke
        </IntentButton>
      ) : null}
    </li>
  );
}
