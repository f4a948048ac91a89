import type { ReactNode } from "react";

/**
 * A few line icons drawn inline for the shell and the lighter pages: the icon library's runtime
 * adds about 1.5 KB gzip to a page's first load, which pages outside the home page cannot spare.
 */
function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export function MenuIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function SparkleIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
      <path d="M19 3v4M17 5h4M5 17v4M3 19h4" />
    </LineIcon>
  );
}

export function ClockIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function CardIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </LineIcon>
  );
}

export function PeopleIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
    </LineIcon>
  );
}

export function ChatIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M21 14a2 2 0 0 1-2 2H8l-5 4V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      <path d="M7 9h10M7 12.5h6" />
    </LineIcon>
  );
}
