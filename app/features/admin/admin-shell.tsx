import type { ReactNode } from "react";
import {
  CalendarDays,
  Columns3,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu as MenuIcon,
  ScrollText,
  Settings,
  ShieldCheck,
  Tag,
  UserRound,
  Users,
  Webhook,
  X,
} from "lucide-react";
import { site } from "#app/content/site";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import { cn } from "#app/lib/cn";
import { SearchBox } from "./search-box";

type NavItem = {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  tone?: "brand" | "red";
  end?: boolean;
  /** Decided by the caller (a link with a query): otherwise by the path. */
  active?: boolean;
};

function isActive(item: NavItem, currentPath: string): boolean {
  if (item.active !== undefined) return item.active;
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

type ShellProps = {
  email: string;
  newByType: Record<string, number>;
  failed: number;
  currentPath: string;
  /** The lead kind whose list (or lead) is open, if any. */
  currentKind: string | null;
};

function Brand() {
  return (
    <a href="/admin" className="flex items-center gap-2 px-3">
      <span className="grid size-7 place-items-center rounded-md bg-brand-600 text-xs font-bold text-white">NT</span>
      <span className="text-sm leading-tight font-semibold text-white">
        {site.name}
        <span className="block text-xs font-normal text-ink-400">Sales admin</span>
      </span>
    </a>
  );
}

/** The sections, then the staff member's sessions and sign-out. */
function AdminNavigation({
  email,
  newByType,
  failed,
  currentPath,
  currentKind,
  searchId,
}: ShellProps & { searchId: string }) {
  const newLeads = Object.values(newByType).reduce((sum, n) => sum + n, 0);
  return (
    <>
      <div className="mb-4 px-1">
        <SearchBox id={`desk-search-${searchId}`} dark />
      </div>
      <nav aria-label="Admin" className="grid flex-1 content-start gap-5 overflow-y-auto">
        <NavSection
          currentPath={currentPath}
          items={[
            {
              to: "/admin",
              label: "Inbox",
              icon: <Inbox />,
              count: newLeads,
              active: currentPath === "/admin" && !currentKind,
            },
            { to: "/admin/board", label: "Board", icon: <Columns3 /> },
            { to: "/admin/contacts", label: "Contacts", icon: <Users /> },
            { to: "/admin/dashboard", label: "Dashboard", icon: <LayoutDashboard /> },
          ]}
        />
        <NavSection
          currentPath={currentPath}
          title="Leads by kind"
          items={leadKindList.map((kind) => ({
            to: `/admin?kind=${kind.slug}`,
            label: kind.plural,
            icon: <Tag />,
            count: newByType[kind.type] ?? 0,
            active: currentKind === kind.slug,
          }))}
        />
        <NavSection
          currentPath={currentPath}
          title="Operations"
          items={[
            { to: "/admin/appointments", label: "Calendar", icon: <CalendarDays /> },
            { to: "/admin/outbox", label: "Outbox", icon: <Mail />, count: failed, tone: "red" },
            { to: "/admin/webhooks", label: "Webhooks", icon: <Webhook /> },
            { to: "/admin/settings", label: "Desk settings", icon: <Settings /> },
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
          items={[
            { to: "/admin/account", label: "Your sessions", icon: <UserRound /> },
            { to: "/admin/tokens", label: "API tokens", icon: <KeyRound /> },
          ]}
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
    </>
  );
}

/**
 * The admin area's frame: navigation on the left (new leads and failures counted), the page on
 * the right. Below the `lg` width the navigation waits behind a Menu button in a bar at the top,
 * so a phone shows the page first. The button is a `<details>`: admin pages carry no script, and
 * it opens and closes without one. One of the two places is shown at a time (the other is
 * `display: none`, out of the accessibility tree), so there is only ever one "Admin" navigation.
 */
export function AdminShell({ children, ...nav }: ShellProps & { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-ink-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="relative flex items-center justify-between bg-ink-950 py-3 pr-3 pl-1 lg:hidden">
        <Brand />
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/5 [&::-webkit-details-marker]:hidden">
            <MenuIcon aria-hidden className="size-4 group-open:hidden" />
            <X aria-hidden className="hidden size-4 group-open:block" />
            Menu
          </summary>
          <div className="absolute inset-x-0 top-full z-40 flex max-h-[calc(100dvh-4rem)] flex-col overflow-y-auto border-t border-white/10 bg-ink-950 px-3 py-4 shadow-xl">
            <AdminNavigation {...nav} searchId="menu" />
          </div>
        </details>
      </div>
      <aside className="hidden bg-ink-950 lg:block">
        <div className="sticky top-0 flex h-screen flex-col px-3 py-5">
          <div className="mb-6">
            <Brand />
          </div>
          <AdminNavigation {...nav} searchId="side" />
        </div>
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8 sm:py-8 lg:px-10">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
