import type { ReactNode } from "react";
import type { IndustryIllustration } from "#app/content/industries";

// Line drawings in the panel's corner, one per industry: ours, inline, and drawn in
// `currentColor` so the panel decides how faint they are.
const drawings: Record<IndustryIllustration, ReactNode> = {
  circuit: (
    <>
      <rect x="110" y="110" width="100" height="100" rx="14" />
      <rect x="135" y="135" width="50" height="50" rx="6" />
      <path d="M130 110V60h-50M160 110V30M190 110V70h60M210 140h60v-50M210 180h80M190 210v50h60M160 210v80M130 210v40H70M110 180H40M110 140H60V90" />
      <circle cx="80" cy="60" r="7" />
      <circle cx="160" cy="30" r="7" />
      <circle cx="250" cy="70" r="7" />
      <circle cx="270" cy="90" r="7" />
      <circle cx="290" cy="180" r="7" />
      <circle cx="250" cy="260" r="7" />
      <circle cx="160" cy="290" r="7" />
      <circle cx="70" cy="250" r="7" />
      <circle cx="40" cy="180" r="7" />
      <circle cx="60" cy="90" r="7" />
    </>
  ),
  heartbeat: (
    <>
      <path d="M160 270C90 220 40 180 40 120a60 60 0 0 1 120-10 60 60 0 0 1 120 10c0 60-50 100-120 150Z" />
      <path d="M20 160h70l20-40 30 90 30-120 25 70h105" />
      <path d="M250 30v50M225 55h50" />
    </>
  ),
  "growth-chart": (
    <>
      <path d="M40 280h250M40 280V40" />
      <rect x="70" y="210" width="34" height="70" rx="4" />
      <rect x="124" y="170" width="34" height="110" rx="4" />
      <rect x="178" y="130" width="34" height="150" rx="4" />
      <rect x="232" y="80" width="34" height="200" rx="4" />
      <path d="M60 190l60-50 50 20 90-100" />
      <path d="M225 60h35v35" />
    </>
  ),
  storefront: (
    <>
      <path d="M50 120l20-70h180l20 70M50 120h220M50 120c0 20 14 30 27 30s28-10 28-30c0 20 14 30 27 30s28-10 28-30c0 20 14 30 27 30s28-10 28-30c0 20 14 30 27 30s28-10 28-30" />
      <path d="M70 150v130h180V150M130 280v-80h60v80" />
      <path d="M205 190h30v40h-30z" />
    </>
  ),
  gears: (
    <>
      <circle cx="125" cy="160" r="62" strokeWidth="22" strokeDasharray="16.23 16.23" />
      <circle cx="125" cy="160" r="24" />
      <circle cx="232" cy="82" r="40" strokeWidth="18" strokeDasharray="12.57 12.57" />
      <circle cx="232" cy="82" r="14" />
      <circle cx="240" cy="245" r="30" strokeWidth="14" strokeDasharray="11.78 11.78" />
      <circle cx="240" cy="245" r="10" />
    </>
  ),
  "open-book": (
    <>
      <path d="M160 120c-35-25-80-30-125-25v170c45-5 90 0 125 25 35-25 80-30 125-25V95c-45-5-90 0-125 25Z" />
      <path d="M160 120v170M60 135c30-2 60 4 80 15M60 175c30-2 60 4 80 15M60 215c30-2 60 4 80 15M260 135c-30-2-60 4-80 15M260 175c-30-2-60 4-80 15" />
      <path d="M160 20l70 30-70 30-70-30 70-30ZM120 63v25c20 14 60 14 80 0V63M230 50v35" />
    </>
  ),
};

export function IndustryIllustrationArt({ kind, className }: { kind: IndustryIllustration; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 320 320"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {drawings[kind]}
    </svg>
  );
}
