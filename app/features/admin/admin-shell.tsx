import type { ReactNode } from "react";
import {
  CalendarClock,
  CalendarDays,
  ChartLine,
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
import { SearchBox } from "./search-box";

/**
 * The navigation's icons, drawn once per page in a sprite (`<symbol>`s) and shown with `<use>`:
 * the navigation is in every admin page twice (the side bar and the phone's menu), and an icon's
 * paths written out each time made up a third of the inbox's HTML.
 */
const navIcons = {
  inbox: Inbox,
  board: Columns3,
  contacts: Users,
  dashboard: LayoutDashboard,
  analytics: ChartLine,
  tag: Tag,
  calendar: CalendarDays,
  hosts: CalendarClock,
  mail: Mail,
  webhook: Webhook,
  settings: Settings,
  shield: ShieldCheck,
  audit: ScrollText,
  user: UserRound,
  key: KeyRound,
  logout: LogOut,
  menu: MenuIcon,
  close: X,
} as const;
type NavIconName = keyof typeof navIcons;

function IconSprite() {
  return (
    <svg aria-hidden className="hidden">
      {Object.entries(navIcons).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return (
    <svg aria-hidden className={className ?? "nav-icon"}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

type NavItem = {
  to: string;
  label: string;
  icon: NavIconName;
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
            <a href={item.to} aria-current={isActive(item, currentPath) ? "page" : undefined} className="nav-link">
              <NavIcon name={item.icon} />
              <span className="flex-1 truncate">{item.label}</span>
              {item.count ? (
                <span className={item.tone === "red" ? "nav-count nav-count-red" : "nav-count"}>{item.count}</span>
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
              icon: "inbox",
              count: newLeads,
              active: currentPath === "/admin" && !currentKind,
            },
            { to: "/admin/board", label: "Board", icon: "board" },
            { to: "/admin/contacts", label: "Contacts", icon: "contacts" },
            { to: "/admin/dashboard", label: "Dashboard", icon: "dashboard" },
            { to: "/admin/analytics", label: "Analytics", icon: "analytics" },
          ]}
        />
        <NavSection
          currentPath={currentPath}
          title="Leads by kind"
          items={leadKindList.map((kind) => ({
            to: `/admin?kind=${kind.slug}`,
            label: kind.plural,
            icon: "tag",
            count: newByType[kind.type] ?? 0,
            active: currentKind === kind.slug,
          }))}
        />
        <NavSection
          currentPath={currentPath}
          title="Operations"
          items={[
            { to: "/admin/appointments", label: "Calendar", icon: "calendar" },
            { to: "/admin/hosts", label: "Hosts", icon: "hosts" },
            { to: "/admin/outbox", label: "Outbox", icon: "mail", count: failed, tone: "red" },
            { to: "/admin/webhooks", label: "Webhooks", icon: "webhook" },
            { to: "/admin/settings", label: "Desk settings", icon: "settings" },
          ]}
        />
        <NavSection
          currentPath={currentPath}
          title="Compliance"
          items={[
            { to: "/admin/personal-data", label: "Personal data", icon: "shield" },
            { to: "/admin/audit", label: "Audit log", icon: "audit" },
          ]}
        />
      </nav>
      <div className="mt-4 border-t border-white/10 pt-4">
        <NavSection
          currentPath={currentPath}
          items={[
            { to: "/admin/account", label: "Your sessions", icon: "user" },
            { to: "/admin/tokens", label: "API tokens", icon: "key" },
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
            <NavIcon name="logout" /> Sign out
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
      <IconSprite />
      <div className="relative flex items-center justify-between bg-ink-950 py-3 pr-3 pl-1 lg:hidden">
        <Brand />
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/5 [&::-webkit-details-marker]:hidden">
            <NavIcon name="menu" className="size-4 group-open:hidden" />
            <NavIcon name="close" className="hidden size-4 group-open:block" />
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
