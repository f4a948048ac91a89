import { Link, useLocation } from "react-router";
import { sectionLinks } from "#app/content/site";
import { useAppointmentDialog } from "#app/features/booking/appointment-dialog-context";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useGoToSection } from "#app/lib/scroll";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useHeaderScrolled } from "./use-header-scrolled";

type HeaderTheme = "default" | "onDark" | "event";

/** Which look the header has on a page before and after scrolling. */
function headerTheme(pathname: string): HeaderTheme {
  if (pathname === "/gcc-panel") return "onDark";
  if (pathname === "/gitex") return "event";
  return "default";
}

const desktopLinks = [
  sectionLinks.offerings,
  sectionLinks.skillNetwork,
  sectionLinks.industries,
  sectionLinks.aiTalent,
];

export function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useHeaderScrolled(pathname);
  const goToSection = useGoToSection();
  const { openAppointmentDialog } = useAppointmentDialog();
  const theme = headerTheme(pathname);
  const lightText = !scrolled && theme !== "default";
  const surface = scrolled
    ? theme === "event"
      ? "bg-brand-950/90 shadow-lg backdrop-blur-md"
      : "bg-white/90 shadow-sm backdrop-blur-md"
    : "bg-transparent";
  const onDarkSurface = lightText || (scrolled && theme === "event");

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      data-theme={theme}
      className={cn("fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300", surface)}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:h-20 lg:px-8"
      >
        <Link to="/" aria-label="Home" className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
          <Logo inverted={onDarkSurface} />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {desktopLinks.map((link) => (
            <button
              key={link.id}
              type="button"
              onClick={() => goToSection(link.id)}
              className={cn(
                "cursor-pointer rounded-md px-3 py-2 text-sm font-medium transition-colors",
                onDarkSurface
                  ? "text-white/90 hover:bg-white/10 hover:text-white"
                  : "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
              )}
            >
              {link.id === sectionLinks.offerings.id ? "Services" : link.label}
            </button>
          ))}
          <Button className="ml-3" variant={onDarkSurface ? "light" : "primary"} onClick={openAppointmentDialog}>
            Request Demo
          </Button>
        </div>
        <MobileMenu onDark={onDarkSurface} />
      </nav>
    </header>
  );
}
