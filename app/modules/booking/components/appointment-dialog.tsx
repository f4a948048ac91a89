import { ArrowLeft, CalendarDays } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog";
import { useLeadForm } from "#app/components/form/use-lead-form";
import { replyMessage } from "#app/lib/api";
import { appointmentSchema } from "#app/modules/booking/schemas/appointment";
import {
  appointmentMessages,
  appointmentPayload,
  stepTwoDate,
  successNotice,
  visitorTimeZone,
} from "./booking-payload";
import { outsideWakingHoursNote } from "#app/modules/booking/lib/waking-hours";
import { ContactStep, contactForm } from "./contact-step";
import { DateStep } from "./date-step";
import { StepProgress, type BookingStep } from "./step-progress";
import { TimeStep } from "./time-step";
import { useAvailability } from "./use-availability";

/** docs/product.md's pause between a pick and the next step, so the visitor sees their choice land. */
export const autoAdvanceMs = 300;

// The shared schema's own words for a missing date or time, so the two cannot drift apart.
const missingMessages = {
  date: appointmentSchema.shape.date.safeParse(undefined).error?.issues[0]?.message ?? "",
  time: appointmentSchema.shape.time.safeParse(undefined).error?.issues[0]?.message ?? "",
};

/**
 * The three-step booking dialog: a date, a time, then contact details. Loaded on demand by
 * AppointmentDialogProvider. Closing it in any way starts the next visit from scratch.
 */
export function AppointmentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<BookingStep>(1);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { availability, loading, refresh } = useAvailability(open);
  const [visitorZone] = useState(visitorTimeZone);
  const chosenStart =
    date && time ? availability.days.get(date)?.find((slot) => slot.label === time)?.startUtc : undefined;
  const chosenTimeNote = chosenStart ? outsideWakingHoursNote(chosenStart, visitorZone) : null;
  const form = useLeadForm(contactForm, {
    body: (contact) => {
      if (!date || !time) {
        setNotice(!date ? missingMessages.date : missingMessages.time);
        goTo(1);
        return null;
      }
      return appointmentPayload({ date, timeLabel: time, contact, timeZone: visitorZone, website: contact.website });
    },
    notices: {
      success: (_contact, reply) => ({
        title: appointmentMessages.successTitle,
        description: chosenStart ? successNotice(reply, chosenStart, visitorZone) : undefined,
      }),
      failure: (error) => ({
        title: appointmentMessages.failureTitle,
        description:
          error instanceof Error
            ? (replyMessage(error) ?? appointmentMessages.failureFallback)
            : appointmentMessages.failureUnknown,
      }),
    },
    onSent: () => changeOpen(false),
    // Someone may have taken the slot meanwhile: show the grid as it is now.
    onFailed: () => void refresh(),
  });

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  function goTo(next: BookingStep) {
    clearTimeout(advanceTimer.current);
    setStep(next);
    // Move focus to the new step's heading so screen readers announce where the visitor is.
    requestAnimationFrame(() => titleRef.current?.focus());
  }

  function advanceLater(next: BookingStep) {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => goTo(next), autoAdvanceMs);
  }

  function reset() {
    clearTimeout(advanceTimer.current);
    setStep(1);
    setDate(null);
    setTime(null);
    setNotice(null);
    form.reset();
  }

  function changeOpen(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  const heading = {
    1: {
      title: "Schedule an Appointment",
      description: "Select a weekday in the next 4 weeks for your initial consultation",
    },
    2: { title: "Choose a Time", description: date ? `Available appointment times for ${stepTwoDate(date)}` : "" },
    3: {
      title: "Your Contact Information",
      description: "Please provide your contact details to complete your appointment",
    },
  }[step];

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          titleRef.current?.focus();
        }}
      >
        <StepProgress step={step} />
        <DialogTitle ref={titleRef} tabIndex={-1} className="mt-4 text-xl font-bold text-ink-900 focus:outline-none">
          {heading.title}
        </DialogTitle>
        <DialogDescription className="mt-1.5 text-sm text-ink-600">{heading.description}</DialogDescription>
        {step === 3 && date && time ? (
          <p className="mt-4 flex items-center gap-2 rounded-lg bg-ink-50 px-3 py-2 text-sm font-medium text-ink-800 ring-1 ring-ink-100">
            <CalendarDays aria-hidden className="size-4 text-brand-600" />
            {stepTwoDate(date)} at {time}
          </p>
        ) : null}
        <div className="mt-5">
          {step === 1 ? (
            <DateStep
              availability={availability}
              loading={loading}
              selectedDate={date}
              notice={notice}
              onSelect={(picked) => {
                setDate(picked);
                setTime(null);
                setNotice(null);
                advanceLater(2);
              }}
            />
          ) : null}
          {step === 2 && date ? (
            <TimeStep
              availability={availability}
              loading={loading}
              date={date}
              selectedTime={time}
              visitorZone={visitorZone}
              onSelect={(label) => {
                setTime(label);
                advanceLater(3);
              }}
            />
          ) : null}
          {step === 3 ? <ContactStep form={form} onBack={() => goTo(2)} timeNote={chosenTimeNote} /> : null}
        </div>
        {step !== 3 ? (
          <div className="mt-6 flex items-center justify-between gap-3">
            {step === 2 ? (
              <Button variant="ghost" onClick={() => goTo(1)}>
                <ArrowLeft aria-hidden className="size-4" />
                Back
              </Button>
            ) : (
              <span />
            )}
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
