import { describe, expect, test } from "vitest";
import { slotStart } from "#app/lib/booking-slots";
import { appointmentPayload, stepTwoDate, successDescription, successNotice } from "./booking-payload";

const contact = { name: "Asha Rao", email: "asha@example.com", phone: "", company: "", message: "" };

describe("appointment payload", () => {
  test("formats the date, converts the label to 24-hour time and fills docs/product.md's defaults", () => {
    expect(
      appointmentPayload({ date: "2025-11-24", timeLabel: "1:00 PM", contact, timeZone: "Europe/Berlin" }),
    ).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      company: "Not provided",
      phone: "Not provided",
      date: "2025-11-24",
      time: "13:00",
      message: "",
      timeZone: "Europe/Berlin",
      website: "",
    });
  });

  test("keeps what the visitor typed", () => {
    const filled = { ...contact, phone: "+91 98765 43210", company: "Acme", message: "Hiring 3 ML engineers" };
    const body = appointmentPayload({
      date: "2025-11-28",
      timeLabel: "9:00 AM",
      contact: filled,
      timeZone: "Asia/Kolkata",
    });
    expect(body).toMatchObject({
      phone: "+91 98765 43210",
      company: "Acme",
      message: "Hiring 3 ML engineers",
      time: "09:00",
    });
  });

  test("a whitespace-only company or phone counts as not provided; a missing message is ''", () => {
    const body = appointmentPayload({
      date: "2025-11-24",
      timeLabel: "4:00 PM",
      contact: { name: "A B", email: "a@b.co", company: "  ", phone: " " },
      timeZone: "UTC",
    });
    expect(body).toMatchObject({ company: "Not provided", phone: "Not provided", message: "", time: "16:00" });
  });

  test("12 PM stays 12, 12 AM becomes 00", () => {
    expect(appointmentPayload({ date: "2025-11-24", timeLabel: "12:00 PM", contact, timeZone: "UTC" }).time).toBe(
      "12:00",
    );
    expect(appointmentPayload({ date: "2025-11-24", timeLabel: "12:00 AM", contact, timeZone: "UTC" }).time).toBe(
      "00:00",
    );
  });

  test("rejects something that is not a time label", () => {
    expect(() => appointmentPayload({ date: "2025-11-24", timeLabel: "noon", contact, timeZone: "UTC" })).toThrow(
      RangeError,
    );
  });
});

describe("texts", () => {
  test("step 2 names the weekday, month and day", () => {
    expect(stepTwoDate("2025-11-24")).toBe("Monday, November 24");
    expect(stepTwoDate("2025-12-05")).toBe("Friday, December 5");
  });

  // 10:00 AM in the business zone, Asia/Kolkata (UTC+5:30), on Friday 5 December 2025 and 5 June 2026.
  const winterSlot = slotStart("2025-12-05", 10, "Asia/Kolkata").toISOString();
  const summerSlot = slotStart("2026-06-05", 10, "Asia/Kolkata").toISOString();
  // 9:00 AM there is still the evening before in New York.
  const earlySlot = slotStart("2025-12-05", 9, "Asia/Kolkata").toISOString();

  test("the success toast says the visitor's own date and time with their zone, never the business zone's time bare", () => {
    expect(successDescription(winterSlot, "Europe/London")).toBe("We'll see you on December 05, 2025 at 4:30 AM GMT.");
    expect(successDescription(summerSlot, "Europe/London")).toBe("We'll see you on June 05, 2026 at 5:30 AM GMT+1.");
    expect(successDescription(earlySlot, "America/New_York")).toBe(
      "We'll see you on December 04, 2025 at 10:30 PM EST.",
    );
    expect(successDescription(winterSlot, "Asia/Kolkata")).toBe(
      "We'll see you on December 05, 2025 at 10:00 AM GMT+5:30.",
    );
  });

  test("the toast reads the start from the reply, else from the chosen slot; without the manage link it says the link was emailed", () => {
    const reply = { id: "b", date: "2025-12-05", time: "10:00", startUtc: winterSlot, timeZone: "Asia/Kolkata" };
    expect(successNotice({ ...reply, manageUrl: "http://x/appointments/t" }, winterSlot, "Europe/London")).toBe(
      "We'll see you on December 05, 2025 at 4:30 AM GMT.",
    );
    expect(successNotice(reply, winterSlot, "Europe/London")).toBe(
      "We'll see you on December 05, 2025 at 4:30 AM GMT. This time was already booked with your email address; the link to view or cancel it has been sent to that address.",
    );
    expect(successNotice({ manageUrl: "http://x/appointments/t" }, summerSlot, "Europe/London")).toBe(
      "We'll see you on June 05, 2026 at 5:30 AM GMT+1.",
    );
  });
});
