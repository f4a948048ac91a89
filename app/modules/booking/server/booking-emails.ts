import { site } from "#app/content/site";
import { formatSlotDateTime } from "#app/lib/booking-slots";
import { oneLine, renderEmail } from "#app/modules/mail/server";
import type { QueuedEmail } from "#app/modules/mail/server";
import { adminLeadUrl, type Team } from "#app/modules/leads/server";
import type { BookingSettings } from "./settings";
import { calendarInvite, type InviteMethod } from "./calendar-invite";
import type { MeetingHost } from "./occupancy-store";

/** What the emails need to know about one booking. */
export type BookingFacts = {
  id: string;
  leadId: string | null;
  startUtc: Date;
  businessTimeZone: string;
  visitorTimeZone: string | null;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  manageUrl: string;
  /** The calendar event's sequence (`bookings.sequence`). */
  sequence: number;
  /** Who takes the meeting (docs/product.md#hosts); none without hosts. */
  host: MeetingHost | null;
};

/**
 * The slot in the business zone and, when it differs, in the visitor's own zone: the visitor reads
 * their own time first, staff the business time first.
 */
export function slotTimes(b: BookingFacts, reader: "visitor" | "staff" = "visitor"): Array<[string, string]> {
  const business: [string, string] = [
    "Time",
    `${formatSlotDateTime(b.startUtc, b.businessTimeZone)} (${b.businessTimeZone})`,
  ];
  if (!b.visitorTimeZone || b.visitorTimeZone === b.businessTimeZone) return [business];
  const local = `${formatSlotDateTime(b.startUtc, b.visitorTimeZone)} (${b.visitorTimeZone})`;
  return reader === "visitor"
    ? [
        ["Your local time", local],
        ["Our time", business[1]],
      ]
    : [business, ["Visitor's local time", local]];
}

/** Who cancelled a booking: the visitor from their manage link, or staff in the admin. */
export type CancelledBy = "visitor" | "staff";

/** How a meeting is joined: its host's own link or number, else the business's (BOOKING_MEETING_URL, BOOKING_MEETING_PHONE). */
export function meetingLink(
  host: Pick<MeetingHost, "meetingUrl" | "meetingPhone"> | null,
  settings: BookingSettings,
): BookingSettings["meeting"] {
  if (host && (host.meetingUrl || host.meetingPhone)) return { url: host.meetingUrl, phone: host.meetingPhone };
  return settings.meeting;
}

/** Where the consultation happens, for the invite's LOCATION and the emails. */
export function meetingPlace(meeting: BookingSettings["meeting"]): string {
  const { url, phone } = meeting;
  if (url && phone) return `${url} (or by phone: ${phone})`;
  if (url) return url;
  if (phone) return `By phone: ${phone}`;
  return "Online: our team sends the video-call link before the meeting";
}

function joiningDetails(
  b: BookingFacts,
  settings: BookingSettings,
  reader: "visitor" | "staff" = "visitor",
): Array<[string, string]> {
  const meeting = meetingLink(b.host, settings);
  const details: Array<[string, string]> = b.host ? [[reader === "visitor" ? "Your host" : "Host", b.host.name]] : [];
  if (meeting.url) details.push(["Join the call", meeting.url]);
  if (meeting.phone) details.push(["Join by phone", meeting.phone]);
  if (!meeting.url && !meeting.phone) details.push(["Where", meetingPlace(meeting)]);
  return details;
}

/**
 * The calendar event of a booking. The team's copy leaves out the visitor's manage link: that link
 * is the visitor's secret, and staff manage bookings in the admin. The visitor's copy goes to an
 * address nobody verified, so it names the attendee by address alone, never by the name typed.
 */
function invite(
  b: BookingFacts,
  method: InviteMethod,
  settings: BookingSettings,
  reader: "visitor" | "team" = "visitor",
) {
  const lines = [...slotTimes(b), ...joiningDetails(b, settings)].map(([label, value]) => `${label}: ${value}`);
  const manage = reader === "visitor" ? [`Manage or cancel: ${b.manageUrl}`] : [];
  return calendarInvite({
    bookingId: b.id,
    startUtc: b.startUtc,
    method,
    sequence: b.sequence,
    attendee: { name: reader === "team" ? b.name : null, email: b.email },
    host: b.host ? { name: b.host.name, email: b.host.email } : null,
    organizer: b.host ? { name: b.host.name, email: b.host.email } : { name: site.name, email: settings.salesEmail },
    location: meetingPlace(meetingLink(b.host, settings)),
    description: [`Initial consultation with ${site.name}.`, ...lines, ...manage].join("\n"),
    manageUrl: reader === "visitor" ? b.manageUrl : null,
  });
}

/** Who the team's booking emails go to and what they link to. */
export function teamOf(settings: BookingSettings): Team {
  return { salesEmail: settings.salesEmail, publicUrl: settings.publicUrl, timeZone: settings.businessTimeZone };
}

/**
 * The team's copy, to the meeting's host (the sales inbox without hosts): replying answers the
 * visitor, the button opens the lead in the admin.
 */
function forTheTeam(b: BookingFacts, settings: BookingSettings) {
  return {
    recipient: b.host?.email ?? settings.salesEmail,
    headers: { "Reply-To": b.email },
    action: b.leadId
      ? { label: "Open the lead in the admin", url: adminLeadUrl(teamOf(settings), "appointment", b.leadId) }
      : undefined,
  };
}

/** The sales inbox hears of every new booking, beside the host who takes it. */
function salesCopy(b: BookingFacts, settings: BookingSettings): Array<string> {
  return b.host && b.host.email.toLowerCase() !== settings.salesEmail.toLowerCase() ? [settings.salesEmail] : [];
}

function contactDetails(b: BookingFacts): Array<[string, string]> {
  return [
    ["Name", b.name],
    ["Email", b.email],
    ["Company", b.company],
    ["Phone", b.phone],
    ["Additional information", b.message],
  ];
}

/**
 * The booking's emails to the visitor go to an address nobody verified (the site never verifies a
 * booking's address; its manage link is in the booking's answer too): they carry no text the
 * visitor chose, not even their name, and those the visitor's own requests set off count toward
 * the address's daily caps (docs/email.md#addresses-nobody-verified).
 */
const unverified = { unverifiedRecipient: true } as const;

/** Who set an email off: what a visitor does counts toward their address's caps, what staff do does not. */
function countedFor(by: CancelledBy) {
  return by === "visitor" ? unverified : {};
}

/**
 * A new booking's emails: the visitor's confirmation and the team's notification; `leadLines` are
 * what the team's copy says of the lead besides the booking (its owner and where it came from).
 */
export function bookingConfirmedEmails(
  b: BookingFacts,
  settings: BookingSettings,
  leadLines: Array<[string, string]> = [],
): Array<QueuedEmail> {
  const team = forTheTeam(b, settings);
  const ids = { leadId: b.leadId ?? undefined, bookingId: b.id };
  const when = formatSlotDateTime(b.startUtc, b.visitorTimeZone ?? b.businessTimeZone);
  return [
    {
      ...ids,
      kind: "appointment.confirmation",
      recipient: b.email,
      ...unverified,
      subject: oneLine(`Your consultation with ${site.name}: ${when}`),
      attachments: [invite(b, "REQUEST", settings)],
      ...renderEmail({
        preheader: `We'll see you on ${when}.`,
        heading: "Your appointment is confirmed",
        paragraphs: [
          "Hello,",
          `Thank you for booking an initial consultation with ${site.name}. The calendar invitation is attached.`,
          "If your plans change, you can view or cancel the appointment with the button below.",
        ],
        details: [...slotTimes(b), ["Duration", "1 hour"], ...joiningDetails(b, settings)],
        action: { label: "View or cancel your appointment", url: b.manageUrl },
        closing: `The ${site.name} team`,
      }),
    },
    ...[team.recipient, ...salesCopy(b, settings)].map((recipient) => ({
      ...ids,
      kind: "appointment.sales",
      recipient,
      headers: team.headers,
      subject: oneLine(`New consultation booked: ${b.name}, ${formatSlotDateTime(b.startUtc, b.businessTimeZone)}`),
      attachments: [invite(b, "REQUEST", settings, "team")],
      ...renderEmail({
        preheader: `${b.name} booked a consultation.`,
        heading: "New consultation booked",
        paragraphs: [
          "A visitor booked an initial consultation through the website. The calendar invitation is attached; reply to this email to answer them.",
        ],
        details: [
          ...slotTimes(b, "staff"),
          ...joiningDetails(b, settings, "staff"),
          ...contactDetails(b),
          ...leadLines,
          ["Booking id", b.id],
        ],
        action: team.action,
      }),
    })),
  ];
}

/**
 * The manage link again, to the address that booked, when someone asked for the same slot with that
 * address: whoever asked sees only that the booking stands.
 */
export function manageLinkEmail(b: BookingFacts, settings: BookingSettings): QueuedEmail {
  const when = formatSlotDateTime(b.startUtc, b.visitorTimeZone ?? b.businessTimeZone);
  return {
    leadId: b.leadId ?? undefined,
    bookingId: b.id,
    kind: "appointment.manage-link",
    recipient: b.email,
    ...unverified,
    subject: oneLine(`Your consultation with ${site.name} on ${when} is still booked`),
    ...renderEmail({
      preheader: "Your appointment stands; here is the link to manage it.",
      heading: "Your appointment is still booked",
      paragraphs: [
        `Someone, most likely you, asked our website to book this consultation again with your email address. It was already booked, so nothing changed.`,
        "If your plans have changed, you can view or cancel the appointment with the button below. If you did not ask, you can ignore this email.",
      ],
      details: [...slotTimes(b), ["Duration", "1 hour"], ...joiningDetails(b, settings)],
      action: { label: "View or cancel your appointment", url: b.manageUrl },
      closing: `The ${site.name} team`,
    }),
  };
}

export function bookingCancelledEmails(
  b: BookingFacts,
  settings: BookingSettings,
  by: CancelledBy,
  /** Staff's reason, in their words, for the visitor. */
  reason?: string,
): Array<QueuedEmail> {
  const team = forTheTeam(b, settings);
  const ids = { leadId: b.leadId ?? undefined, bookingId: b.id };
  const when = formatSlotDateTime(b.startUtc, b.visitorTimeZone ?? b.businessTimeZone);
  return [
    {
      ...ids,
      kind: "appointment.cancellation",
      recipient: b.email,
      ...countedFor(by),
      subject: oneLine(`Cancelled: your consultation with ${site.name} on ${when}`),
      attachments: [invite(b, "CANCEL", settings)],
      ...renderEmail({
        preheader: "Your appointment has been cancelled.",
        heading: "Your appointment has been cancelled",
        paragraphs:
          by === "visitor"
            ? [
                `As you asked, we cancelled your consultation with ${site.name}. The attached update removes it from your calendar.`,
                "You are welcome to book a new time on our website whenever it suits you.",
              ]
            : [
                `We are sorry: we had to cancel your consultation with ${site.name}. The attached update removes it from your calendar.`,
                ...(reason ? [`The reason: ${reason}`] : []),
                "Reply to this email and we will find another time with you, or book a new time on our website whenever it suits you.",
              ],
        details: slotTimes(b),
        action: { label: `Visit ${site.name}`, url: site.url },
        closing: `The ${site.name} team`,
      }),
    },
    {
      ...ids,
      kind: "appointment.sales-cancellation",
      recipient: team.recipient,
      headers: team.headers,
      attachments: [invite(b, "CANCEL", settings, "team")],
      subject: oneLine(`Consultation cancelled: ${b.name}, ${formatSlotDateTime(b.startUtc, b.businessTimeZone)}`),
      ...renderEmail({
        preheader:
          by === "visitor" ? `${b.name} cancelled a consultation.` : `A consultation with ${b.name} was cancelled.`,
        heading: "Consultation cancelled",
        paragraphs: [
          by === "visitor"
            ? "The visitor cancelled this consultation from the link in their confirmation. The slot is free again."
            : "This consultation was cancelled by staff in the admin. The visitor has been told; the slot is free again.",
        ],
        details: [...slotTimes(b, "staff"), ...contactDetails(b), ["Booking id", b.id]],
        action: team.action,
      }),
    },
  ];
}

/** The reminders before a meeting: a day ahead and an hour ahead (docs/product.md#reminders). */
export type ReminderLead = { name: "day" | "hour"; beforeMs: number; phrase: string };

export const reminderLeads: ReadonlyArray<ReminderLead> = [
  { name: "day", beforeMs: 24 * 60 * 60 * 1000, phrase: "tomorrow" },
  { name: "hour", beforeMs: 60 * 60 * 1000, phrase: "in one hour" },
];

/** A day's or an hour's reminder: to the visitor (the joining details and the manage link) and to the team. */
export function bookingReminderEmails(
  b: BookingFacts,
  settings: BookingSettings,
  lead: ReminderLead,
  to: { visitor: boolean },
): Array<QueuedEmail> {
  const team = forTheTeam(b, settings);
  const ids = { leadId: b.leadId ?? undefined, bookingId: b.id };
  const when = formatSlotDateTime(b.startUtc, b.visitorTimeZone ?? b.businessTimeZone);
  const emails: Array<QueuedEmail> = [
    {
      ...ids,
      kind: "appointment.reminder",
      recipient: team.recipient,
      headers: team.headers,
      subject: oneLine(`Reminder: consultation with ${b.name} ${lead.phrase}`),
      ...renderEmail({
        preheader: `${b.name}, ${formatSlotDateTime(b.startUtc, b.businessTimeZone)}.`,
        heading: `Consultation ${lead.phrase}`,
        paragraphs: ["A reminder of a consultation booked through the website."],
        details: [
          ...slotTimes(b, "staff"),
          ...joiningDetails(b, settings, "staff"),
          ...contactDetails(b),
          ["Booking id", b.id],
        ],
        action: team.action,
      }),
    },
  ];
  if (to.visitor) {
    emails.push({
      ...ids,
      kind: "appointment.visitor-reminder",
      recipient: b.email,
      ...unverified,
      subject: oneLine(`Reminder: your consultation with ${site.name} ${lead.phrase}, ${when}`),
      ...renderEmail({
        preheader: `We'll see you ${lead.phrase}: ${when}.`,
        heading: `Your consultation is ${lead.phrase}`,
        paragraphs: [
          "Hello,",
          `This is a reminder of your initial consultation with ${site.name}. The joining details are below.`,
          "If your plans have changed, you can view or cancel the appointment with the button below.",
        ],
        details: [...slotTimes(b), ["Duration", "1 hour"], ...joiningDetails(b, settings)],
        action: { label: "View or cancel your appointment", url: b.manageUrl },
        closing: `The ${site.name} team`,
      }),
    });
  }
  return emails;
}

/**
 * A moved meeting: the updated calendar event (same UID, a higher SEQUENCE, so calendars move the
 * one event) to the visitor and the team, with the new time and the one it replaces.
 */
export function bookingRescheduledEmails(
  b: BookingFacts,
  previous: Date,
  settings: BookingSettings,
  by: CancelledBy,
  /** The host before the move, when the move gave the meeting to another (docs/product.md#hosts). */
  previousHost?: MeetingHost | null,
): Array<QueuedEmail> {
  const team = forTheTeam(b, settings);
  const handedOver =
    previousHost !== undefined && previousHost?.staffId !== b.host?.staffId
      ? [
          `It was ${previousHost ? `${previousHost.name}'s` : "a meeting without a host"}; at the new time it is yours. The attached invitation puts it in your calendar.`,
        ]
      : [];
  const ids = { leadId: b.leadId ?? undefined, bookingId: b.id };
  const when = formatSlotDateTime(b.startUtc, b.visitorTimeZone ?? b.businessTimeZone);
  const before = formatSlotDateTime(previous, b.visitorTimeZone ?? b.businessTimeZone);
  return [
    {
      ...ids,
      kind: "appointment.rescheduled",
      recipient: b.email,
      ...countedFor(by),
      subject: oneLine(`Moved: your consultation with ${site.name} is now on ${when}`),
      attachments: [invite(b, "REQUEST", settings)],
      ...renderEmail({
        preheader: `Your consultation is now on ${when}.`,
        heading: "Your appointment has moved",
        paragraphs: [
          "Hello,",
          by === "visitor"
            ? `As you asked, we moved your consultation with ${site.name}. The attached update moves it in your calendar.`
            : `We had to move your consultation with ${site.name}. The attached update moves it in your calendar; if the new time does not suit you, choose another with the button below.`,
        ],
        details: [...slotTimes(b), ["Previously", before], ["Duration", "1 hour"], ...joiningDetails(b, settings)],
        action: { label: "View, move or cancel your appointment", url: b.manageUrl },
        closing: `The ${site.name} team`,
      }),
    },
    {
      ...ids,
      kind: "appointment.sales-rescheduled",
      recipient: team.recipient,
      headers: team.headers,
      attachments: [invite(b, "REQUEST", settings, "team")],
      subject: oneLine(`Consultation moved: ${b.name}, now ${formatSlotDateTime(b.startUtc, b.businessTimeZone)}`),
      ...renderEmail({
        preheader: `${b.name}'s consultation moved.`,
        heading: "Consultation moved",
        paragraphs: [
          by === "visitor"
            ? "The visitor moved this consultation from the link in their confirmation. The old time is free again."
            : "Staff moved this consultation in the admin. The visitor has been sent the new time; the old one is free again.",
          ...handedOver,
        ],
        details: [
          ...slotTimes(b, "staff"),
          ["Previously", formatSlotDateTime(previous, b.businessTimeZone)],
          ...contactDetails(b),
          ["Booking id", b.id],
        ],
        action: team.action,
      }),
    },
  ];
}

/** Why a meeting changed host: a move to a time its host is not free, or staff giving it one. */
export type HostChange = "moved" | "assigned";

function sameAddress(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/**
 * What the team is told when a meeting changes host (docs/product.md#hosts): the host it leaves
 * gets the cancellation of the invitation in their calendar (same UID, METHOD:CANCEL, for the time
 * they had), and the sales inbox hears who has it now, with the updated invitation for the team's
 * calendar. The new host's invitation is the caller's (the move's notice, or the assignment's).
 */
export function hostChangedEmails(
  before: BookingFacts,
  after: BookingFacts,
  settings: BookingSettings,
  why: HostChange,
): Array<QueuedEmail> {
  if (before.host?.staffId === after.host?.staffId) return [];
  const ids = { leadId: after.leadId ?? undefined, bookingId: after.id };
  const team = forTheTeam(after, settings);
  const now = formatSlotDateTime(after.startUtc, after.businessTimeZone);
  const newHost = after.host ? after.host.name : "no host";
  const emails: Array<QueuedEmail> = [];
  if (before.host) {
    const then = formatSlotDateTime(before.startUtc, before.businessTimeZone);
    emails.push({
      ...ids,
      kind: "appointment.host-released",
      recipient: before.host.email,
      headers: team.headers,
      attachments: [invite(before, "CANCEL", settings, "team")],
      subject: oneLine(`Consultation handed over: ${before.name}, ${then}`),
      ...renderEmail({
        preheader: `${before.name}'s consultation is now ${newHost}'s.`,
        heading: "Consultation handed over",
        paragraphs: [
          `This consultation moved to ${now}, when you are not free, so it went to ${newHost}. The attached update removes it from your calendar.`,
        ],
        details: [
          ["Was", then],
          ["Now", now],
          ["New host", newHost],
          ...contactDetails(before),
          ["Booking id", before.id],
        ],
        action: team.action,
      }),
    });
  }
  if (!sameAddress(settings.salesEmail, before.host?.email) && !sameAddress(settings.salesEmail, after.host?.email)) {
    const from = before.host ? before.host.name : "no host";
    emails.push({
      ...ids,
      kind: "appointment.sales-host-changed",
      recipient: settings.salesEmail,
      headers: team.headers,
      attachments: [invite(after, "REQUEST", settings, "team")],
      subject: oneLine(`Consultation now hosted by ${newHost}: ${after.name}, ${now}`),
      ...renderEmail({
        preheader: `${after.name}'s consultation is now ${newHost}'s.`,
        heading: "Consultation has a new host",
        paragraphs: [
          why === "moved"
            ? `This consultation moved to a time ${from} is not free, so its host changed from ${from} to ${newHost}.`
            : `Staff gave this consultation a host in the admin: its host changed from ${from} to ${newHost}.`,
          "The attached invitation brings the team's calendar up to date.",
        ],
        details: [
          ...slotTimes(after, "staff"),
          ["Previous host", from],
          ["Host", newHost],
          ...contactDetails(after),
          ["Booking id", after.id],
        ],
        action: team.action,
      }),
    });
  }
  return emails;
}

/**
 * A meeting booked before hosts existed, given one by staff: the host gets the invitation, the
 * visitor the updated one (same UID, the next SEQUENCE) naming their host and how to join, and
 * the team is told as for any change of host.
 */
export function hostAssignedEmails(
  before: BookingFacts,
  after: BookingFacts,
  settings: BookingSettings,
): Array<QueuedEmail> {
  if (!after.host) return [];
  const team = forTheTeam(after, settings);
  const ids = { leadId: after.leadId ?? undefined, bookingId: after.id };
  const when = formatSlotDateTime(after.startUtc, after.visitorTimeZone ?? after.businessTimeZone);
  return [
    {
      ...ids,
      kind: "appointment.updated",
      recipient: after.email,
      subject: oneLine(`Updated: your consultation with ${site.name} on ${when}`),
      attachments: [invite(after, "REQUEST", settings)],
      ...renderEmail({
        preheader: `${after.host.name} will meet you on ${when}.`,
        heading: "Your consultation now has a host",
        paragraphs: [
          `${after.host.name} will meet you for your consultation with ${site.name}; the time stays as it was. The attached update brings your calendar up to date, with how to join.`,
        ],
        details: [...slotTimes(after), ["Duration", "1 hour"], ...joiningDetails(after, settings)],
        action: { label: "View, move or cancel your appointment", url: after.manageUrl },
        closing: `The ${site.name} team`,
      }),
    },
    {
      ...ids,
      kind: "appointment.host-assigned",
      recipient: team.recipient,
      headers: team.headers,
      attachments: [invite(after, "REQUEST", settings, "team")],
      subject: oneLine(
        `Consultation given to you: ${after.name}, ${formatSlotDateTime(after.startUtc, after.businessTimeZone)}`,
      ),
      ...renderEmail({
        preheader: `${after.name}'s consultation is now yours.`,
        heading: "A consultation is now yours",
        paragraphs: [
          "This consultation was booked before it could have a host; staff gave it to you in the admin. The attached invitation puts it in your calendar; reply to this email to answer the visitor.",
        ],
        details: [
          ...slotTimes(after, "staff"),
          ...joiningDetails(after, settings, "staff"),
          ...contactDetails(after),
          ["Booking id", after.id],
        ],
        action: team.action,
      }),
    },
    ...hostChangedEmails(before, after, settings, "assigned"),
  ];
}
