import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  CalendarClock,
  CalendarDays,
  ChartLine,
  ChevronDown,
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
  type LucideIcon,
} from "lucide-react";
import { site } from "#app/content/site";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import { SearchBox } from "#app/features/admin/search-box";

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
  chevron: ChevronDown,
} as const;
type NavIconName = keyof typeof navIcons;

/** An icon's lines without its own `<svg>`: the symbol says once how they are stroked. */
function drawingOf(Icon: LucideIcon): string {
  const markup = renderToStaticMarkup(<Icon />);
  return markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
}

/** Drawn once per process: the icons are ours and never change. */
const drawings = Object.entries(navIcons).map(([name, Icon]) => [name, drawingOf(Icon)] as const);

function IconSprite() {
  return (
    <svg aria-hidden className="hidden">
      {drawings.map(([name, drawing]) => (
        <symbol
          key={name}
          id={`icon-${name}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          dangerouslySetInnerHTML={{ __html: drawing }}
        />
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
        <p className="px-3 pb-1 text-[11px] leading-4 font-semibold tracking-wider text-ink-400 uppercase">{title}</p>
      ) : null}
      <ul className="grid gap-px">
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

/** The staff member's own pages: their sessions and API tokens. */
const accountItems: Array<NavItem> = [
  { to: "/admin/account", label: "Your sessions", icon: "user" },
  { to: "/admin/tokens", label: "API tokens", icon: "key" },
];

function SignOut({ className }: { className: string }) {
  return (
    <form method="post" action="/admin/logout">
      <button type="submit" className={className}>
        <NavIcon name="logout" className="size-4 shrink-0 text-current opacity-70" /> Sign out
      </button>
    </form>
  );
}

/** The desk's sections: every lead view, the kinds, operations and compliance. */
function AdminNavigation({ newByType, failed, currentPath, currentKind }: Omit<ShellProps, "email">) {
  const newLeads = Object.values(newByType).reduce((sum, n) => sum + n, 0);
  return (
    <nav aria-label="Admin" className="nav-scroll grid flex-1 content-start gap-4 lg:min-h-0 lg:overflow-y-auto">
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
  );
}

/**
 * The account's menu at the top right of a wide window: who is signed in, their sessions and
 * tokens, and signing out. A `<details>`, so it opens without any script.
 */
function AccountMenu({ email, currentPath }: { email: string; currentPath: string }) {
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg py-1.5 pr-2 pl-1.5 text-sm text-ink-700 hover:bg-ink-100 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white uppercase"
        >
          {email.slice(0, 1)}
        </span>
        <span className="max-w-56 truncate">{email}</span>
        <NavIcon name="chevron" className="size-4 text-ink-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-60 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-ink-200">
        <p className="truncate px-2.5 pt-1.5 pb-2 text-xs text-ink-500" title={email}>
          Signed in as {email}
        </p>
        <nav aria-label="Your account" className="border-t border-ink-100 pt-1.5">
          <ul className="grid gap-0.5">
            {accountItems.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={isActive(item, currentPath) ? "page" : undefined}
                  className="flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm text-ink-700 hover:bg-ink-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
                >
                  <NavIcon name={item.icon} className="size-4 shrink-0 text-ink-500" />
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-1.5 border-t border-ink-100 pt-1.5">
          <SignOut className="flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm text-ink-700 hover:bg-ink-50" />
        </div>
      </div>
    </details>
  );
}

/**
 * The admin area's frame. In a wide window: the navigation in a dark column on the left, sized so
 * every item shows in a 720 px high window, and a bar over the page with the search and the
 * account's menu. Below the `lg` width everything waits behind a Menu button in a bar at the top,
 * so a phone shows the page first. The buttons are `<details>`: admin pages carry no script, and
 * they open and close without one. One of the two places is shown at a time (the other is
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
            <div className="mb-4 px-1">
              <SearchBox id="desk-search-menu" dark />
            </div>
            <AdminNavigation {...nav} />
            <div className="mt-4 border-t border-white/10 pt-4">
              <NavSection currentPath={nav.currentPath} items={accountItems} />
              <p className="mt-2 truncate px-3 text-xs text-ink-400" title={nav.email}>
                {nav.email}
              </p>
              <div className="mt-2 px-1">
                <SignOut className="flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-ink-300 hover:bg-white/5 hover:text-white" />
              </div>
            </div>
          </div>
        </details>
      </div>
      <aside className="hidden bg-ink-950 lg:block">
        <div className="sticky top-0 flex h-screen flex-col px-3 pb-3">
          <div className="flex h-14 shrink-0 items-center">
            <Brand />
          </div>
          <AdminNavigation {...nav} />
        </div>
      </aside>
      <div className="min-w-0">
        <div className="hidden h-14 items-center justify-between gap-6 border-b border-ink-200 bg-white px-8 lg:flex">
          <div className="w-full max-w-md">
            <SearchBox id="desk-search-bar" />
          </div>
          <AccountMenu email={nav.email} currentPath={nav.currentPath} />
        </div>
        <main id="main" className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
