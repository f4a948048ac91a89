import { cn } from "#app/lib/cn";

/**
 * A company's small drawn logo: its monogram on a rounded tile in the brand colour, with a lighter
 * corner fold. Our pages carry no logo files from elsewhere. Decorative: the name is always
 * written beside it.
 */
export function CompanyLogo({ monogram, colour, className }: { monogram: string; colour: string; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" width="32" height="32" className={cn("shrink-0", className)}>
      <rect width="32" height="32" rx="9" fill={colour} />
      <path d="M32 17v6a9 9 0 0 1-9 9h-6Z" fill="#ffffff" opacity="0.25" />
      <text x="15" y="21.5" fill="#ffffff" fontSize="15" fontWeight="800" textAnchor="middle" fontFamily="inherit">
        {monogram}
      </text>
    </svg>
  );
}
