import type { ReactNode } from "react";
import { MailCheck, MailWarning, MailX, Mails } from "lucide-react";

const icons = { ok: MailCheck, warn: MailWarning, gone: MailX, ask: Mails } as const;
const iconColours = {
  ok: "text-emerald-600 bg-emerald-50",
  warn: "text-amber-600 bg-amber-50",
  gone: "text-ink-500 bg-ink-100",
  ask: "text-brand-600 bg-brand-50",
} as const;

/** The frame of the newsletter's own pages (confirm, unsubscribe): one card, one message, its actions. */
export function NewsletterPageFrame({
  state,
  tone,
  title,
  children,
  actions,
}: {
  state: string;
  tone: keyof typeof icons;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = icons[tone];
  return (
    <section data-newsletter-state={state} className="relative isolate min-h-[80vh] px-4 pt-28 pb-20 sm:pt-36">
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-white" />
      <div className="mx-auto max-w-xl rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-brand-900/5 ring-ink-200/80 sm:p-10">
        <span className={`flex size-12 items-center justify-center rounded-2xl ${iconColours[tone]}`}>
          <Icon aria-hidden className="size-6" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wider text-brand-600 uppercase">Newsletter</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900">{title}</h1>
        <div className="mt-4 grid gap-4 text-base leading-7 text-ink-600">{children}</div>
        {actions ? <div className="mt-8 flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}
