import { Link, useLocation } from "react-router";
import { sectionLinks, site } from "#app/content/site";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { Button } from "#app/components/ui/button";
import { useGoToSection } from "./use-go-to-section";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useHeaderScrolled } from "./use-header-scrolled";

const desktopLinks = [
  sectionLinks.offerings,
  sectionLinks.skillNetwork,
  sectionLinks.industries,
  sectionLinks.aiTalent,
];

/**
 * Fixed navigation bar: transparent over the page's hero, solid once scrolled. Its colours over a
 * dark hero come from the hero itself through the `header-dark:` variant (app/app.css).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useHeaderScrolled(pathname);
  const goToSection = useGoToSection();
  const { openAppointmentDialog } = useAppointmentDialog();

  return (
    <header
      data-site-header
      data-scrolled={scrolled ? "true" : "false"}
      className="fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 data-[scrolled=true]:bg-white/90 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md header-dark:data-[scrolled=true]:bg-brand-950/90 header-dark:data-[scrolled=true]:shadow-lg"
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:h-20 lg:px-8"
      >
        <Link
          to="/"
          aria-label={`${site.name}, home`}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo tone="header" />
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {desktopLinks.map((link) => (
            <button
              key={link.id}
              type="button"
              onClick={() => goToSection(link.id)}
              className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 header-dark:text-white header-dark:hover:bg-white/10"
            >
              {link.id === sectionLinks.offerings.id ? "Services" : link.label}
            </button>
          ))}
          <Button
            className="ml-3 header-dark:bg-white header-dark:text-brand-700 header-dark:hover:bg-brand-50 header-dark:focus-visible:outline-white"
            onClick={openAppointmentDialog}
          >
            Request Demo
          </Button>
        </div>
        <MobileMenu />
      </nav>
    </header>
  );
}
