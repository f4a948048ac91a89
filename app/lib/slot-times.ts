import { formatSlotDateTime } from "./booking-slots";

/** A booked slot's start as the business and the visitor read it (the manage page, the admin area). */
export type SlotTimes = {
  startUtc: string;
  businessTime: string;
  businessTimeZone: string;
  /** Null when the visitor's zone is unknown or the same as the business zone. */
  visitorTime: string | null;
  visitorTimeZone: string | null;
};

export function slotTimes(start: Date, businessTimeZone: string, visitorTimeZone: string | null): SlotTimes {
  const visitorZone = visitorTimeZone && visitorTimeZone !== businessTimeZone ? visitorTimeZone : null;
  return {
    startUtc: start.toISOString(),
    businessTime: formatSlotDateTime(start, businessTimeZone),
    businessTimeZone,
    visitorTime: visitorZone ? formatSlotDateTime(start, visitorZone) : null,
    visitorTimeZone: visitorZone,
  };
}
