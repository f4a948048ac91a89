import { CardIcon, ClockIcon, PeopleIcon } from "#app/components/ui/line-icons";
import { FormSkeleton } from "#app/components/ui/form-skeleton";
import { lazyIsland } from "#app/lib/island";

// The form's code (react-hook-form, zod and the shared schema) is kept out of the page's
// first-load JavaScript: the prerendered HTML already shows the form, and this island loads as
// soon as the page runs, since the form is on the first screen.
const RegistrationForm = lazyIsland(
  "registration-form",
  () => import("./registration-form").then((m) => m.RegistrationForm),
  {
    eager: true,
  },
);

const perks = [
  { icon: CardIcon, text: "No payment details needed" },
  { icon: ClockIcon, text: "Activated within one business day" },
  { icon: PeopleIcon, text: "Use them for any open role" },
] as const;

/** The 'Register Your Interest' card, lifted over the bottom of the hero. */
export function RegistrationCard() {
  return (
    <section
      data-always-render
      aria-labelledby="register-heading"
      className="relative z-10 -mt-24 px-4 sm:-mt-32 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-2xl ring-1 shadow-brand-950/15 ring-ink-100 sm:p-10">
        <h2 id="register-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Register Your Interest
        </h2>
        <p className="mt-2 text-ink-600">
          It takes under a minute. We will activate your free interviews and send the details to your inbox.
        </p>
        <div className="mt-8">
          <RegistrationForm fallback={<FormSkeleton fields={5} />} />
        </div>
      </div>
      <ul className="mx-auto mt-8 flex max-w-3xl flex-col items-center justify-center gap-x-6 gap-y-3 text-sm text-ink-600 sm:flex-row sm:flex-wrap">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden className="size-4 text-brand-600" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
