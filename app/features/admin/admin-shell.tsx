import type { ReactNode } from "react";
import {
  CalendarDays,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  ScrollText,
  ShieldCheck,
  UserRound,
  Webhook,
} from "lucide-react";
import { site } from "#app/content/site";
import { leadKinds } from "#app/lib/admin/lead-kinds";
import { cn } from "#app/lib/cn";

type NavItem = { to: string; label: string; icon: ReactNode; count?: number; tone?: "brand" | "red"; end?: boolean };

function isActive(item: NavItem, currentPath: string): boolean {
  return item.end ? currentPath === item.to : currentPath === item.to || currentPath.startsWith(`${item.to}/`);
}

function NavSection({ title, items, currentPath }: { title?: string; items: Array<NavItem>; currentPath: string }) {
  return (
    <div>
      {title ? (
        <p className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-ink-400 uppercase">{title}</p>
      ) : null}
      <ul className="grid gap-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <a
              href={item.to}
              aria-current={isActive(item, currentPath) ? "page" : undefined}
              className={cn(
                "flex items-center gap-2.5 rounded-md px-3 py-1.5 text-sm transition-colors",
                isActive(item, currentPath)
                  ? "bg-white/10 font-medium text-white"
                  : "text-ink-300 hover:bg-white/5 hover:text-white",
              )}
            >
              <span aria-hidden className="text-ink-400 [&>svg]:size-4">
                {item.icon}
              </span>
              <span className="flex-1 truncate">{item.label}</span>
              {item.count ? (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-[11px] leading-5 font-semibold tabular-nums",
                    item.tone === "red" ? "bg-red-500/20 text-red-200" : "bg-brand-500/25 text-brand-100",
                  )}
                >
                  {item.count}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The admin area's frame: navigation on the left (new leads and failures counted), the page on the right. */
export function AdminShell({
  email,
  newByType,
  failed,
  currentPath,
  children,
}: {
  email: string;
  newByType: Record<string, number>;
  failed: number;
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-ink-50 lg:grid lg:grid-cols-[15rem_1fr]">
      <aside className="bg-ink-950">
        <div className="flex flex-col px-3 py-5 lg:sticky lg:top-0 lg:h-screen">
          <a href="/admin" className="mb-6 flex items-center gap-2 px-3">
            <span className="grid size-7 place-items-center rounded-md bg-brand-600 text-xs font-bold text-white">
              NT
            </span>
            <span className="text-sm leading-tight font-semibold text-white">
              {site.name}
              <span className="block text-xs font-normal text-ink-400">Sales admin</span>
            </span>
          </a>
          <nav aria-label="Admin" className="grid flex-1 content-start gap-5 overflow-y-auto">
            <NavSection
              currentPath={currentPath}
              items={[{ to: "/admin", label: "Dashboard", icon: <LayoutDashboard />, end: true }]}
            />
            <NavSection
              currentPath={currentPath}
              title="Leads"
              items={leadKinds.map((kind) => ({
                to: `/admin/leads/${kind.slug}`,
                label: kind.plural,
                icon: <Inbox />,
                count: newByType[kind.type] ?? 0,
              }))}
            />
            <NavSection
              currentPath={currentPath}
              title="Operations"
              items={[
                { to: "/admin/appointments", label: "Calendar", icon: <CalendarDays /> },
                { to: "/admin/outbox", label: "Outbox", icon: <Mail />, count: failed, tone: "red" },
                { to: "/admin/webhooks", label: "Webhooks", icon: <Webhook /> },
              ]}
            />
            <NavSection
              currentPath={currentPath}
              title="Compliance"
              items={[
                { to: "/admin/personal-data", label: "Personal data", icon: <ShieldCheck /> },
                { to: "/admin/audit", label: "Audit log", icon: <ScrollText /> },
              ]}
            />
          </nav>
          <div className="mt-4 border-t border-white/10 pt-4">
            <NavSection
              currentPath={currentPath}
              items={[{ to: "/admin/account", label: "Your sessions", icon: <UserRound /> }]}
            />
            <p className="mt-2 truncate px-3 text-xs text-ink-400" title={email}>
              {email}
            </p>
            <form method="post" action="/admin/logout" className="mt-2 px-1">
              <button
                type="submit"
                className="flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-ink-300 hover:bg-white/5 hover:text-white"
              >
                <LogOut aria-hidden className="size-4 text-ink-400" /> Sign out
              </button>
            </form>
          </div>
        </div>
      </aside>
      <main id="main" className="min-w-0 px-5 py-8 sm:px-8 lg:px-10">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
