import { MenuIcon } from "#app/components/ui/line-icons";
import { lazy, Suspense, useState } from "react";

// The menu panel (Radix Dialog) loads on the first tap, so no page pays for it up front.
const MobileMenuPanel = lazy(() => import("./mobile-menu-panel").then((m) => ({ default: m.MobileMenuPanel })));

/** The menu button for small screens and, once tapped, its side panel. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="cursor-pointer rounded-md p-2 text-ink-800 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden header-dark:text-white header-dark:hover:bg-white/10"
      >
        <MenuIcon className="size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
