import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import ical from "node-ical";
import { afterAll, beforeAll, expect, test } from "vitest";
import { systemClock } from "#server/clock";
import { bookings, outboxEmails } from "#server/db/schema";
import { startOutboxWorker, fileTransport } from "#app/modules/mail/server";
import { createLogger } from "#server/logger";
import type { MailAttachment } from "#app/modules/mail/server";
import { createBookingManager, type BookingManager } from "#app/modules/booking/server/manage";
import { bookingSettings } from "#app/modules/booking/server/settings";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";

const meetingUrl = "https://meet.northwind-talent.example/consultation";
const meetingPhone = "+91 80 4000 1234";
let harness: ApiHarness;
let manager: BookingManager;
const mailDir = mkdtempSync(path.join(tmpdir(), "booking-mail-"));
beforeAll(async () => {
  harness = await createApiHarness({
    env: { RATE_LIMIT_PER_MINUTE: "100000", BOOKING_MEETING_URL: meetingUrl, BOOKING_MEETING_PHONE: meetingPhone },
  });
  manager = createBookingManager({
    db: harness.database.db,
    settings: bookingSettings(harness.config),
    clock: systemClock,
  });
});
afterAll(async () => {
  await harness.close();
  rmSync(mailDir, { recursive: true, force: true });
});

async function book(email: string, slot = takeSlot()): Promise<BookingReply> {
  const response = await harness.postJson("/api/appointments/schedule", appointmentBody(slot, { email }), {
    "x-forwarded-for": freshIp(),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as BookingReply;
}

function parseIcs(content: string) {
  const parsed = ical.sync.parseICS(content);
  const event = Object.values(parsed).find((c) => c?.type === "VEVENT");
  if (!event || event.type !== "VEVENT") throw new Error("no VEVENT in the calendar file");
  return { event, method: (parsed.vcalendar as { method?: string } | undefined)?.method };
}

test("the confirmation email carries an .ics invitation that parses back to the booked hour, both zones and the manage link", async () => {
  const reply = await book("ics@example.com");
  const worker = startOutboxWorker({
    db: harness.database.db,
    transport: fileTransport(mailDir),
    logger: createLogger("silent", "t"),
    from: harness.config.mailFrom,
    pollMs: 50,
    maxAttempts: 3,
    retryBaseMs: 20,
  });
  try {
    const mails = await waitFor(
      async () => {
        const all = await readEmlFolder(mailDir);
        return all.some((m) => addressesOf(m.to).includes("ics@example.com")) ? all : undefined;
      },
      10_000,
      "the confirmation email",
    );
    const mail = mails.find((m) => addressesOf(m.to).includes("ics@example.com"));
    expect(mail?.text).toContain("GMT+5:30 (Asia/Kolkata)");
    expect(mail?.text).toContain("(America/New_York)");
    expect(mail?.text).toContain(reply.manageUrl);
    expect(mail?.html).toContain(reply.manageUrl);
    // The invitation is the message's text/calendar alternative with METHOD=REQUEST (what makes a
    // calendar client offer Accept and Decline), and an invite.ics attachment for the rest.
    const alternative = mail?.attachments.find((a) => a.contentType === "text/calendar");
    expect((alternative?.headers.get("content-type") as { params?: { method?: string } })?.params?.method).toBe(
      "REQUEST",
    );
    expect(mail?.attachments.some((a) => a.filename === "invite.ics")).toBe(true);
    const { event, method } = parseIcs(alternative?.content.toString("utf8") ?? "");
    expect(method).toBe("REQUEST");
    expect(event.location).toContain(meetingUrl);
    expect(event.location).toContain(meetingPhone);
    expect(mail?.text).toContain(`Join the call: ${meetingUrl}`);
    expect(event.uid).toBe(`${reply.id}@www.northwind-talent.example`);
    expect(event.start.toISOString()).toBe(reply.startUtc);
    expect((event.end?.getTime() ?? 0) - event.start.getTime()).toBe(60 * 60 * 1000);
    expect(Number(event.sequence)).toBe(0);
    expect(JSON.stringify(event.organizer)).toContain(harness.config.salesEmail);
    expect(JSON.stringify(event.attendee)).toContain("ics@example.com");
    expect(event.summary).toContain("Consultation");
    expect(String(event.description)).toContain(reply.manageUrl);
  } finally {
    await worker.stop();
  }
});

test("cancelling frees the slot and queues a METHOD:CANCEL update with the same UID and a higher SEQUENCE", async () => {
  const slot = takeSlot();
  const reply = await book("cancel@example.com", slot);
  const token = reply.manageUrl.split("/").pop() ?? "";
  expect((await manager.find(token))?.status).toBe("confirmed");
  expect((await manager.find(token))?.visitorTime).toMatch(/E[SD]T/);

  const cancelled = await manager.cancel(token);
  expect(cancelled?.status).toBe("cancelled");
  const [row] = await harness.database.db.select().from(bookings).where(eq(bookings.id, reply.id));
  expect(row?.cancelledAt).toBeInstanceOf(Date);

  const [email] = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, reply.id), eq(outboxEmails.kind, "appointment.cancellation")));
  const ics = (email?.attachments as Array<MailAttachment>)[0];
  expect(ics?.contentType).toContain("method=CANCEL");
  const { event, method } = parseIcs(ics?.content ?? "");
  expect(method).toBe("CANCEL");
  expect(event.uid).toBe(`${reply.id}@www.northwind-talent.example`);
  expect(Number(event.sequence)).toBe(1);
  expect(event.status).toBe("CANCELLED");
  expect(event.start.toISOString()).toBe(reply.startUtc);

  // Cancelling again changes nothing and sends nothing more; the slot can be booked by someone else.
  expect((await manager.cancel(token))?.status).toBe("cancelled");
  const queued = await harness.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, reply.id));
  expect(queued.filter((e) => !e.kind.endsWith("reminder"))).toHaveLength(4);
  // The meeting's reminders were dropped with it.
  const reminders = queued.filter((e) => e.kind.endsWith("reminder"));
  expect(reminders.length).toBeGreaterThan(0);
  expect(reminders.every((e) => e.status === "dropped")).toBe(true);
  const next = await book("next@example.com", slot);
  expect(next.id).not.toBe(reply.id);
});

test("a cancellation by staff says so with their reason, and the team's copies carry the invitation and its cancellation", async () => {
  const reply = await book("staff-cancel@example.com");
  const token = reply.manageUrl.split("/").pop() ?? "";
  await manager.cancel(token, "staff", "Our consultant is unwell; we will call you tomorrow.");
  const emails = await harness.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, reply.id));
  const byKind = (kind: string) => emails.find((email) => email.kind === kind);
  const visitorCopy = byKind("appointment.cancellation");
  expect(visitorCopy?.text).toContain("we had to cancel your consultation");
  // Staff's reason reaches the visitor in their words.
  expect(visitorCopy?.text).toContain("The reason: Our consultant is unwell; we will call you tomorrow.");
  expect(visitorCopy?.text).not.toContain("As you asked");
  expect(byKind("appointment.sales-cancellation")?.text).toContain("cancelled by staff in the admin");

  const invitation = parseIcs((byKind("appointment.sales")?.attachments as Array<MailAttachment>)[0]?.content ?? "");
  const cancellation = parseIcs(
    (byKind("appointment.sales-cancellation")?.attachments as Array<MailAttachment>)[0]?.content ?? "",
  );
  expect([invitation.method, cancellation.method]).toEqual(["REQUEST", "CANCEL"]);
  expect(cancellation.event.uid).toBe(invitation.event.uid);
  expect(Number(cancellation.event.sequence)).toBeGreaterThan(Number(invitation.event.sequence));
  // The team's copy leaves out the visitor's manage link; replying to it answers the visitor.
  expect(String(invitation.event.description)).not.toContain("/appointments/");
  expect((byKind("appointment.sales")?.headers as Record<string, string>)["Reply-To"]).toBe("staff-cancel@example.com");
});

test("unknown or malformed tokens find nothing", async () => {
  expect(await manager.find("A".repeat(43))).toBeNull();
  expect(await manager.find("../../etc/passwd")).toBeNull();
  expect(await manager.cancel("A".repeat(43))).toBeNull();
});

test("a booking whose slot has started cannot be cancelled", async () => {
  const token = "S".repeat(43);
  await harness.database.db.insert(bookings).values({
    slotStart: new Date(Date.now() - 60_000),
    seat: 1,
    businessTimeZone: "Asia/Kolkata",
    name: "Past Visitor",
    email: "past@example.com",
    company: "Past Co",
    phone: "Not provided",
    message: "",
    manageToken: token,
  });
  const result = await manager.cancel(token);
  expect(result).toMatchObject({ status: "confirmed", started: true });
});
