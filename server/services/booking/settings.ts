import type { Config } from "#server/config";
import type { BookingSettings } from "./schedule";

/** The public address links point to: PUBLIC_URL, else this machine's port. */
export function publicUrlOf(config: Config): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

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
