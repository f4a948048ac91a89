import { CalendarClock, CheckCircle2, XCircle } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, type AppLoadContext } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { secretAddressHandle } from "#app/modules/analytics/ui";
import { linkPageForm } from "#app/lib/link-page-form";
import { RescheduleForm, rescheduleChoices } from "#app/modules/booking/components/reschedule-choices";
import { site } from "#app/content/site";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/appointment-manage";

/**
 * /appointments/<token>: the link in the booking confirmation. Rendered on the server only
 * (never prerendered, never in the sitemap); bookings are reached through the load context.
 */
export function meta() {
  return seoMeta(
    { path: "/appointments", title: "Your appointment", description: "View or cancel your consultation." },
    { noindex: true },
  );
}

// The token in the address is the key to this page: analytics leave the page out.
export const handle = secretAddressHandle;

function bookingsOf(context: AppLoadContext) {
  if (!context.bookings) throw data(null, { status: 503 });
  return context.bookings;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const bookings = bookingsOf(context);
  const booking = await bookings.find(params.token);
  if (!booking) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const open = booking.status === "confirmed" && !booking.started;
  return {
    booking,
    confirming: query.has("confirm"),
    moved: query.has("moved"),
    choices: open && query.has("reschedule") ? rescheduleChoices(await bookings.availability(), booking) : null,
  };
}

/** `2025-03-03 09:00`, as the reschedule form's choices carry a slot. */
const slotValue = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

export async function action({ params, context, request }: Route.ActionArgs) {
  const { intent, form } = await linkPageForm(request, ["cancel", "reschedule"]);
  const bookings = bookingsOf(context);
  if (intent === "reschedule") {
    const chosen = slotValue.exec(String(form.get("slot") ?? ""));
    if (!chosen?.[1] || !chosen[2]) return data({ error: "Please choose one of the free times." }, { status: 400 });
    const outcome = await bookings.reschedule(params.token, { date: chosen[1], time: chosen[2] });
    if (!outcome.moved) return data({ error: outcome.message }, { status: outcome.status });
    return redirect(`/appointments/${params.token}?moved`);
  }
  const booking = await bookings.cancel(params.token);
  if (!booking) throw data(null, { status: 404 });
  return redirect(`/appointments/${params.token}`);
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-ink-500">{label}</dt>
      <dd className="mt-1 text-base text-ink-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

export default function AppointmentManageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, confirming, moved, choices } = loaderData;
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const cancelling = posting && navigation.formData?.get("intent") === "cancel";
  const cancelled = booking.status === "cancelled";
  const canCancel = !cancelled && !booking.started;

  return (
    <section className="relative isolate min-h-[80vh] px-4 pt-28 pb-20">
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-white" />
      <div className="mx-auto max-w-2xl">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-600 uppercase">
          <CalendarClock aria-hidden className="size-4" /> Your appointment
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {cancelled ? "Appointment cancelled" : `Initial consultation with ${site.name}`}
        </h1>
        <p className="mt-4 text-base leading-7 text-ink-600">
          {cancelled
            ? "This appointment has been cancelled and the time is free again. We sent you an email to remove it from your calendar."
            : booking.started
              ? `This appointment time has passed, so it can no longer be cancelled here. Questions? Write to ${site.email}.`
              : "Here are the details of your booking. If your plans change, you can move or cancel it below."}
        </p>

        {moved && !cancelled ? (
          <p role="status" className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200">
            Your appointment has moved to the time below. We sent the updated invitation to your email.
          </p>
        ) : null}
        <div className="mt-8 rounded-2xl bg-white px-6 shadow-sm ring-1 ring-ink-200">
          <dl className="divide-y divide-ink-100">
            <Detail label="Status">
              {cancelled ? (
                <span className="inline-flex items-center gap-1.5 font-semibold text-red-700">
                  <XCircle aria-hidden className="size-4" /> Cancelled
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-700">
                  <CheckCircle2 aria-hidden className="size-4" /> Confirmed
                </span>
              )}
            </Detail>
            <Detail label="Date and time">
              <time dateTime={booking.startUtc} className={cancelled ? "line-through" : undefined}>
                {booking.businessTime}
              </time>
              <span className="block text-sm text-ink-500">{booking.businessTimeZone} (our time)</span>
            </Detail>
            {booking.visitorTime ? (
              <Detail label="In your time zone">
                {booking.visitorTime}
                <span className="block text-sm text-ink-500">{booking.visitorTimeZone}</span>
              </Detail>
            ) : null}
            <Detail label="Duration">1 hour</Detail>
            <Detail label="Name">{booking.name}</Detail>
            <Detail label="Company">{booking.company}</Detail>
          </dl>
        </div>

        <div className="mt-8">
          {canCancel && choices ? (
            <RescheduleForm choices={choices} error={actionData?.error ?? null} moving={posting} />
          ) : null}
          {canCancel && !confirming && !choices ? (
            <div className="flex flex-wrap gap-3">
              <Link to="?reschedule" preventScrollReset className={buttonClasses("primary", "lg")}>
                Choose another time
              </Link>
              <Link to="?confirm" preventScrollReset className={buttonClasses("secondary", "lg")}>
                Cancel appointment
              </Link>
            </div>
          ) : null}
          {canCancel && confirming ? (
            <div
              role="alertdialog"
              aria-labelledby="confirm-title"
              aria-describedby="confirm-text"
              className="rounded-2xl bg-red-50 p-6 ring-1 ring-red-200"
            >
              <h2 id="confirm-title" className="text-lg font-semibold text-ink-900">
                Cancel this appointment?
              </h2>
              <p id="confirm-text" className="mt-2 text-ink-700">
                The time will be offered to others and we will send you a cancellation for your calendar. This cannot be
                undone.
              </p>
              <Form method="post" className="mt-5 flex flex-wrap gap-3">
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  disabled={cancelling}
                  className={cn(
                    buttonClasses("primary", "lg"),
                    "bg-red-600 hover:bg-red-700 focus-visible:outline-red-600",
                  )}
                >
                  {cancelling ? "Cancelling..." : "Yes, cancel appointment"}
                </button>
                <Link to="." preventScrollReset className={buttonClasses("secondary", "lg")}>
                  Keep appointment
                </Link>
              </Form>
            </div>
          ) : null}
          {cancelled ? (
            <Link to="/" className={buttonClasses("primary", "lg")}>
              Return to Home
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
