import { and, eq, inArray } from "drizzle-orm";
import ical from "node-ical";
import { expect, test } from "vitest";
import { slotOf } from "#app/lib/booking-slots";
import { systemClock } from "#server/clock";
import { auditEvents, bookings, outboxEmails } from "#server/db/schema";
import type { MailAttachment } from "#app/modules/mail/server";
import { createBookingManager } from "#app/modules/booking/server/manage";
import { bookingSettings } from "#app/modules/booking/server/settings";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// Moving a booking from its manage link (docs/product.md#managing-a-booking): one transaction that
// frees the old time only when the new one is won.
const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
const manager = () =>
  createBookingManager({ db: harness.database.db, settings: bookingSettings(harness.config), clock: systemClock });

async function book(email: string, slot = takeSlot()): Promise<BookingReply & { token: string }> {
  const response = await harness.postJson("/api/appointments/schedule", appointmentBody(slot, { email }), {
    "x-forwarded-for": freshIp(),
  });
  expect(response.status).toBe(201);
  const reply = (await response.json()) as BookingReply;
  return { ...reply, token: reply.manageUrl.split("/").pop() ?? "" };
}

const target = (slot: { startUtc: Date }) => slotOf(slot.startUtc, harness.config.bookingTimeZone);

async function row(id: string) {
  const [found] = await harness.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found;
}

function parseInvite(email: { attachments: unknown } | undefined) {
  const ics = (email?.attachments as Array<MailAttachment>)[0]?.content ?? "";
  const parsed = ical.sync.parseICS(ics);
  const event = Object.values(parsed).find((c) => c?.type === "VEVENT");
  if (!event || event.type !== "VEVENT") throw new Error("no VEVENT");
  return { event, method: (parsed.vcalendar as { method?: string } | undefined)?.method };
}

test("a move takes the new time, frees the old one, updates the calendar event (same UID, SEQUENCE 1), re-plans the reminders and is audited", async () => {
  const meeting = await book("mover@example.com");
  const newSlot = takeSlot();
  const outcome = await manager().reschedule(meeting.token, target(newSlot));
  expect(outcome).toMatchObject({ moved: true, bookingId: meeting.id });
  const moved = await row(meeting.id);
  expect(moved?.slotStart.toISOString()).toBe(newSlot.startUtc.toISOString());
  expect(moved?.sequence).toBe(1);
  expect(moved?.status).toBe("confirmed");

  // The old time is free for anyone.
  const old = slotOf(new Date(meeting.startUtc), harness.config.bookingTimeZone);
  const taker = await harness.postJson(
    "/api/appointments/schedule",
    appointmentBody(old, { email: "next@example.com" }),
    {
      "x-forwarded-for": freshIp(),
    },
  );
  expect(taker.status).toBe(201);

  const emails = await harness.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, meeting.id));
  const toVisitor = emails.find((email) => email.kind === "appointment.rescheduled");
  expect(toVisitor?.recipient).toBe("mover@example.com");
  const { event, method } = parseInvite(toVisitor);
  expect(method).toBe("REQUEST");
  expect(event.uid).toBe(`${meeting.id}@www.northwind-talent.example`);
  expect(Number(event.sequence)).toBe(1);
  expect(event.start.toISOString()).toBe(newSlot.startUtc.toISOString());
  expect(emails.find((email) => email.kind === "appointment.sales-rescheduled")?.recipient).toBe(
    harness.config.salesEmail,
  );
  // The old time's reminders are dropped; the new time's are waiting for their moments.
  const reminders = emails.filter((email) => email.kind.endsWith("reminder"));
  const pending = reminders.filter((email) => email.status === "pending");
  expect(reminders.filter((email) => email.status === "dropped")).toHaveLength(4);
  expect(pending).toHaveLength(4);
  const start = newSlot.startUtc.getTime();
  expect(pending.map((email) => (start - email.nextAttemptAt.getTime()) / 3_600_000).sort()).toEqual([1, 1, 24, 24]);

  const [audit] = await harness.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "appointment.rescheduled"), eq(auditEvents.subject, `booking:${meeting.id}`)));
  expect(audit?.details).toMatchObject({ from: meeting.startUtc, to: newSlot.startUtc.toISOString(), by: "visitor" });

  // A later cancellation carries a SEQUENCE above the move's.
  await manager().cancel(meeting.token);
  const [cancellation] = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, meeting.id), eq(outboxEmails.kind, "appointment.cancellation")));
  expect(Number(parseInvite(cancellation).event.sequence)).toBe(2);
});

test("a move to a taken time answers 409 and leaves the booking, its reminders and the outbox as they were", async () => {
  const meeting = await book("stays@example.com");
  const taken = takeSlot();
  await book("holder@example.com", taken);
  const before = await row(meeting.id);
  const emailsBefore = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, meeting.id));
  expect(await manager().reschedule(meeting.token, target(taken))).toEqual({
    moved: false,
    status: 409,
    message: "This time slot has just been booked. Please choose another time.",
  });
  expect(await row(meeting.id)).toEqual(before);
  const emailsAfter = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, meeting.id));
  expect(emailsAfter).toEqual(emailsBefore);
});

test("bad moves: a weekend, a time not offered, the same time, an unknown or cancelled booking; nothing changes", async () => {
  const meeting = await book("bad-moves@example.com");
  const before = await row(meeting.id);
  const own = slotOf(new Date(meeting.startUtc), harness.config.bookingTimeZone);
  const m = manager();
  expect(await m.reschedule(meeting.token, { date: "2020-01-04", time: "09:00" })).toMatchObject({
    moved: false,
    status: 400,
    field: "date",
  });
  expect(await m.reschedule(meeting.token, { date: own.date, time: "12:00" })).toMatchObject({
    moved: false,
    status: 400,
    field: "time",
  });
  expect(await m.reschedule(meeting.token, own)).toMatchObject({ moved: false, status: 400, field: "time" });
  expect(await m.reschedule("not-a-token", target(takeSlot()))).toMatchObject({ moved: false, status: 404 });
  expect(await m.reschedule("x".repeat(43), target(takeSlot()))).toMatchObject({ moved: false, status: 404 });
  expect(await row(meeting.id)).toEqual(before);

  await m.cancel(meeting.token);
  expect(await m.reschedule(meeting.token, target(takeSlot()))).toMatchObject({ moved: false, status: 404 });
});

test("moves and new bookings aimed at one free slot at once: exactly one wins, every loser keeps its own time, ten rounds over", async () => {
  for (let round = 0; round < 10; round++) {
    const movers = await Promise.all(Array.from({ length: 6 }, (_, i) => book(`race-${round}-${i}@example.com`)));
    const goal = takeSlot();
    const [moves, bookingsMade] = await Promise.all([
      Promise.all(movers.map((mover) => manager().reschedule(mover.token, target(goal)))),
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          harness.postJson(
            "/api/appointments/schedule",
            appointmentBody(target(goal), { email: `new-${round}-${i}@example.com` }),
            {
              "x-forwarded-for": freshIp(),
            },
          ),
        ),
      ),
    ]);
    const winners = moves.filter((o) => o.moved).length + bookingsMade.filter((r) => r.status === 201).length;
    expect(winners, `round ${round + 1}`).toBe(1);
    expect(bookingsMade.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const atGoal = await harness.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.slotStart, goal.startUtc), eq(bookings.status, "confirmed")));
    expect(atGoal).toHaveLength(1);
    const rows = await harness.database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          movers.map((mover) => mover.id),
        ),
      );
    for (const r of rows.filter((r) => r.slotStart.getTime() !== goal.startUtc.getTime())) {
      expect(r.slotStart.toISOString()).toBe(movers.find((mover) => mover.id === r.id)?.startUtc);
      expect(r.sequence).toBe(0);
    }
  }
});

test("staff move a booking from the admin: the visitor is told it was staff, the move is audited under their name; bad input is refused", async () => {
  const staff = asStaff(
    harness,
    await signInAs(harness, await createStaff(harness.database.db, "mover.staff@example.com")),
  );
  const meeting = await book("staff-moved@example.com");
  const newSlot = takeSlot();
  const moved = await staff.postJson(`/api/admin/appointments/${meeting.id}/reschedule`, target(newSlot));
  expect(moved.status).toBe(200);
  expect(await moved.json()).toEqual({ moved: true, startUtc: newSlot.startUtc.toISOString() });
  const [email] = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, meeting.id), eq(outboxEmails.kind, "appointment.rescheduled")));
  expect(email?.text).toContain("We had to move your consultation");
  const [audit] = await harness.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "appointment.rescheduled"), eq(auditEvents.subject, `booking:${meeting.id}`)));
  expect(audit?.details).toMatchObject({ by: "staff" });

  const taken = takeSlot();
  await book("in-the-way@example.com", taken);
  expect((await staff.postJson(`/api/admin/appointments/${meeting.id}/reschedule`, target(taken))).status).toBe(409);
  expect((await staff.postJson(`/api/admin/appointments/${meeting.id}/reschedule`, { date: "soon" })).status).toBe(400);
  expect((await staff.postJson(`/api/admin/appointments/not-an-id/reschedule`, target(takeSlot()))).status).toBe(400);
  expect((await row(meeting.id))?.slotStart.toISOString()).toBe(newSlot.startUtc.toISOString());
});
