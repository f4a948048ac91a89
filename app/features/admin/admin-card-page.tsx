import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The admin's pages for someone not signed in (sign in, first account): one card, centred. */
export function AdminCardPage({
  Icon,
  title,
  subtitle,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-ink-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="grid size-11 place-items-center rounded-xl bg-ink-950 text-white shadow-sm">
            <Icon aria-hidden className="size-5" />
          </span>
          <h1 className="mt-4 text-xl font-semibold text-ink-900">{title}</h1>
          <p className="mt-1 text-sm text-ink-500">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

export const adminCardFormClasses = "grid gap-4 rounded-xl bg-white p-6 shadow-xs ring-1 ring-ink-200";
