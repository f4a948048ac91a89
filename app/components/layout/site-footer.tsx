import { Link } from "react-router";
import { footerCompany, footerServices, formatAddress, legalLinks, site, type NavLink } from "#app/content/site";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { Logo } from "./logo";
import { LinkedInIcon, XIcon, YouTubeIcon } from "./social-icons";

const socialLinks = [
  { label: "LinkedIn", href: site.social.linkedin, Icon: LinkedInIcon },
  { label: "YouTube", href: site.social.youtube, Icon: YouTubeIcon },
  { label: "X (Twitter)", href: site.social.twitter, Icon: XIcon },
];

const linkClass = "text-sm text-ink-300 transition-colors hover:text-white";

function FooterLink({ link }: { link: NavLink }) {
  if (link.href.startsWith("mailto:")) {
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <footer data-site-footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <Logo tone="dark" />
            <p className="mt-4 max-w-sm text-sm leading-6 text-ink-400">{site.description}</p>
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socialLinks.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="flex size-10 items-center justify-center rounded-full bg-white/5 text-ink-300 transition-colors hover:bg-brand-600 hover:text-white"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterColumn title="Services">
            {footerServices.map((service) => (
              <li key={service}>
                <FooterLink link={{ label: service, href: "/#offerings" }} />
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Company">
            {footerCompany.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} />
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <FooterLink link={link} />
              </li>
            ))}
          </FooterColumn>
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-ink-400">
            © {site.copyrightYear} {site.legalName}. {formatAddress()}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                Contact Us
              </a>
            </li>
            <li>
              <button type="button" onClick={openAppointmentDialog} className={`${linkClass} cursor-pointer`}>
                Request a Demo
              </button>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={linkClass}>
                Terms
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
