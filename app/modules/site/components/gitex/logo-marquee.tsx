import { CompanyWordmark } from "./company-wordmark";
import type { CompanyLogo } from "./gitex-content";
import "./gitex.css";

/**
 * One endless row of logos. The row is drawn twice and slides by one copy's width per
 * loop; the second copy is only decoration, so it is hidden from assistive technology.
 */
export function LogoMarquee({
  logos,
  direction,
  seconds,
}: {
  logos: ReadonlyArray<CompanyLogo>;
  direction: "left" | "right";
  seconds: number;
}) {
  return (
    <div className="marquee-row min-w-0 overflow-x-clip py-1" data-testid={`marquee-${direction}`}>
      <ul className="marquee-track" data-direction={direction} style={{ animationDuration: `${seconds}s` }}>
        {logos.map((company) => (
          <li key={company.name} className="mr-4">
            <CompanyWordmark company={company} focusable />
          </li>
        ))}
        {logos.map((company) => (
          <li key={`${company.name}-copy`} className="marquee-copy mr-4" aria-hidden>
            <CompanyWordmark company={company} focusable={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}
