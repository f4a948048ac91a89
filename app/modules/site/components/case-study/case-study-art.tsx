import type { CaseStudy } from "#app/content/case-studies";

/**
 * The hero art of a case study: a small drawing of its story, in the story's colour. The figures
 * written in it repeat the page's own (the drawing is decorative: hidden from assistive technology).
 */
export function CaseStudyArt({
  study,
  crop = false,
  className,
}: {
  study: CaseStudy;
  /** Fill a box of another shape, cutting the edges (a card's image) instead of fitting inside it. */
  crop?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 480 360"
      aria-hidden
      className={className}
      fontFamily="inherit"
      preserveAspectRatio={crop ? "xMidYMid slice" : undefined}
    >
      <defs>
        <radialGradient id={`art-glow-${study.id}`} cx="78%" cy="10%" r="80%">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="480" height="360" rx="28" fill={study.colour} />
      <rect width="480" height="360" rx="28" fill="#020617" opacity="0.35" />
      <rect width="480" height="360" rx="28" fill={`url(#art-glow-${study.id})`} />
      {study.id === "magic" ? <JoiningArt /> : study.id === "int" ? <NetworkArt /> : <ForecastArt />}
    </svg>
  );
}

/** Coordinates rounded to a tenth: shorter markup, and the same text on server and browser. */
const round = (value: number) => Math.round(value * 10) / 10;

/** Int: six partners around one agreement, eight specialists beyond them. */
function NetworkArt() {
  const centre = { x: 240, y: 186 };
  const partners = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 6 - Math.PI / 2;
    return { x: round(centre.x + Math.cos(angle) * 96), y: round(centre.y + Math.sin(angle) * 96), angle };
  });
  const talents = Array.from({ length: 8 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 8 - Math.PI / 2 + 0.3;
    return { x: round(centre.x + Math.cos(angle) * 150), y: round(centre.y + Math.sin(angle) * 132), angle };
  });
  return (
    <g>
      <g stroke="#ffffff" strokeOpacity="0.3" strokeWidth="1.5">
        {partners.map((p) => (
          <line key={`hub-${p.angle}`} x1={centre.x} y1={centre.y} x2={p.x} y2={p.y} />
        ))}
        {talents.map((t, i) => {
          const p = partners[Math.floor((i * 6) / 8)] ?? partners[0];
          return p ? <line key={`t-${t.angle}`} x1={p.x} y1={p.y} x2={t.x} y2={t.y} strokeDasharray="4 5" /> : null;
        })}
      </g>
      {partners.map((p) => (
        <circle key={`p-${p.angle}`} cx={p.x} cy={p.y} r="15" fill="#ffffff" fillOpacity="0.16" stroke="#ffffff" />
      ))}
      {talents.map((t) => (
        <g key={`person-${t.angle}`} transform={`translate(${t.x} ${t.y})`}>
          <circle r="14" fill="#ffffff" />
          <circle cy="-3.5" r="4.5" fill="#4f46e5" />
          <path d="M-7.5 8a7.5 6 0 0 1 15 0Z" fill="#4f46e5" />
        </g>
      ))}
      <circle cx={centre.x} cy={centre.y} r="32" fill="#ffffff" />
      <path
        d={`M${centre.x - 11} ${centre.y}l7 7 15-15`}
        fill="none"
        stroke="#16a34a"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(338 30)">
        <rect width="118" height="46" rx="23" fill="#ffffff" />
        <text x="59" y="30" textAnchor="middle" fontSize="17" fontWeight="800" fill="#0f172a">
          1 Day
        </text>
      </g>
    </g>
  );
}

/** Magic: joining success before and after, and the bench spread across the states. */
function JoiningArt() {
  const dots = Array.from({ length: 20 }, (_, i) => ({
    x: 292 + (i % 5) * 34 + (Math.floor(i / 5) % 2) * 17,
    y: 112 + Math.floor(i / 5) * 40,
    on: (i * 7) % 3 !== 0,
  }));
  return (
    <g>
      <line x1="48" y1="300" x2="232" y2="300" stroke="#ffffff" strokeOpacity="0.4" strokeWidth="2" />
      <rect x="68" y="272" width="56" height="28" rx="8" fill="#ffffff" fillOpacity="0.35" />
      <rect x="152" y="84" width="56" height="216" rx="8" fill="#ffffff" />
      <text x="96" y="258" textAnchor="middle" fontSize="18" fontWeight="800" fill="#ffffff">
        10%
      </text>
      <text x="180" y="70" textAnchor="middle" fontSize="20" fontWeight="800" fill="#ffffff">
        100%
      </text>
      <text x="96" y="326" textAnchor="middle" fontSize="13" fill="#ffffff" fillOpacity="0.8">
        Before
      </text>
      <text x="180" y="326" textAnchor="middle" fontSize="13" fill="#ffffff" fillOpacity="0.8">
        After
      </text>
      {dots.map((dot) => (
        <circle
          key={`${dot.x}-${dot.y}`}
          cx={dot.x}
          cy={dot.y}
          r={dot.on ? 9 : 6}
          fill="#ffffff"
          fillOpacity={dot.on ? 0.95 : 0.3}
        />
      ))}
      <text x="360" y="300" textAnchor="middle" fontSize="13" fill="#ffffff" fillOpacity="0.85">
        20 states
      </text>
    </g>
  );
}

/** Retail (no page yet): a forecast line rising ahead of the season. */
function ForecastArt() {
  return (
    <g fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M56 280 136 236l64 24 80-84 64 20 80-104" />
      <path d="M56 300h368" strokeOpacity="0.4" strokeWidth="2" />
    </g>
  );
}
