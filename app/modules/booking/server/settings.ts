import { publicUrlOf, type Config } from "#server/config";
import type { UnverifiedCaps } from "#app/modules/mail/server";
import type { BookingLimits } from "./booking-limits";

export function bookingSettings(config: Config): BookingSettings {
  return {
    capacity: config.bookingSlotCapacity,
    minNoticeHours: config.bookingMinNoticeHours,
    bufferMinutes: config.bookingBufferMinutes,
    businessTimeZone: config.bookingTimeZone,
    salesEmail: config.salesEmail,
    publicUrl: publicUrlOf(config),
    meeting: config.bookingMeeting,
    limits: config.bookingLimits,
    unverifiedCaps: config.unverifiedCaps,
  };
}

export type BookingSettings = {
  /** Bookings one slot holds while no host is set up (BOOKING_SLOT_CAPACITY). */
  capacity: number;
  /** Minutes kept free after each meeting (BOOKING_BUFFER_MINUTES). */
  bufferMinutes: number;
  businessTimeZone: string;
  /** No slot starting sooner than this can be booked (BOOKING_MIN_NOTICE_HOURS). */
  minNoticeHours: number;
  salesEmail: string;
  /** Base of the manage links in emails and replies. */
  publicUrl: string;
  /** How the consultation is joined (BOOKING_MEETING_URL, BOOKING_MEETING_PHONE). */
  meeting: { url: string | null; phone: string | null };
  /** Upcoming bookings per mailbox, company domain and client (BOOKING_LIMIT_PER_*). */
  limits: BookingLimits;
  /** The caps on emails to the visitor's unverified address (UNVERIFIED_MAIL_PER_DOMAIN). */
  unverifiedCaps: UnverifiedCaps;
};

export function manageUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/appointments/${token}`;
}
