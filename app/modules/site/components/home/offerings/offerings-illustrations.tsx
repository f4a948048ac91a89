import type { JSX } from "react";
import type { OfferingId } from "#app/content/offerings";

// Decorative drawings for the offering panels, on a dark background. Plain shapes in the
// brand palette; shapes that share a colour are drawn as one path, so each drawing stays
// under twenty elements (the page's DOM size is part of its performance budget).
const indigo = "#818cf8";
const pale = "#c7d2fe";
const cyan = "#22d3ee";
const green = "#34d399";

type Point = readonly [number, number];

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
}

/** A horizontal pill (a rounded bar `h` high) as a stroke with round caps. */
function pill(x: number, y: number, w: number, h: number): string {
  return `M${x + h / 2} ${y + h / 2}h${w - h}`;
}

/** A person's head and shoulders, centred on (x, y), for an avatar of radius 20 × s. */
function figure(x: number, y: number, s = 1): string {
  return `${circle(x, y - 5 * s, 6.5 * s)}M${x - 11 * s} ${y + 13 * s}a${11 * s} ${9.5 * s} 0 0 1 ${22 * s} 0Z`;
}

/** Translucent glass cards, all drawn as one path. */
function Cards({ boxes }: { boxes: Array<readonly [number, number, number, number]> }) {
  const d = boxes.map(([x, y, w, h]) => roundedRect(x, y, w, h, 12)).join("");
  return <path d={d} fill="#fff" fillOpacity=".07" stroke="#fff" strokeOpacity=".16" />;
}

function Pills({ d, width, opacity, colour = "#fff" }: { d: string; width: number; opacity: number; colour?: string }) {
  return <path d={d} fill="none" stroke={colour} strokeOpacity={opacity} strokeWidth={width} strokeLinecap="round" />;
}

function TalentNetwork() {
  const people: Array<Point> = [
    [70, 80],
    [330, 70],
    [350, 200],
    [60, 215],
    [200, 40],
    [205, 285],
  ];
  const rings = (odd: number) =>
    people
      .filter((_, index) => index % 2 === odd)
      .map(([x, y]) => circle(x, y, 20))
      .join("");
  return (
    <>
      <path
        d={people.map(([x, y]) => `M200 160L${x} ${y}`).join("")}
        stroke={indigo}
        strokeOpacity=".45"
        strokeWidth="1.5"
        strokeDasharray="4 5"
      />
      <circle cx="200" cy="160" r="62" fill={indigo} fillOpacity=".1" />
      <circle cx="200" cy="160" r="42" fill="#4f46e5" stroke={pale} strokeOpacity=".5" strokeWidth="2" />
      <path d="M206 134 188 164h12l-6 24 20-32h-13Z" fill="#fff" />
      <path d={rings(0)} fill="#1e1b4b" stroke={indigo} strokeWidth="2" />
      <path d={rings(1)} fill="#1e1b4b" stroke={cyan} strokeWidth="2" />
      <path d={people.map(([x, y]) => figure(x, y)).join("")} fill={pale} />
      <Cards
        boxes={[
          [236, 240, 136, 52],
          [26, 120, 92, 46],
        ]}
      />
      <circle cx="260" cy="266" r="11" fill={green} />
      <path
        d="m254.5 266 4 4 7-8"
        fill="none"
        stroke="#022c22"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Pills d={pill(280, 256, 76, 7)} width={7} opacity={0.7} />
      <Pills d={pill(280, 270, 50, 6)} width={6} opacity={0.3} />
      <text x="40" y="149" fill="#fff" fontSize="20" fontWeight="700">
        24h
      </text>
      <circle cx="100" cy="143" r="6" fill={cyan} />
    </>
  );
}

function InterviewRoom() {
  const code: Array<[number, number, string]> = [
    [0, 70, indigo],
    [14, 96, pale],
    [14, 58, cyan],
    [28, 84, pale],
    [28, 40, indigo],
    [14, 74, pale],
    [0, 30, indigo],
  ];
  const codeLines = (colour: string) =>
    code.map(([indent, width, c], line) => (c === colour ? pill(50 + indent, 92 + line * 22, width, 8) : "")).join("");
  return (
    <>
      <rect
        x="20"
        y="26"
        width="360"
        height="268"
        rx="16"
        fill="#fff"
        fillOpacity=".05"
        stroke="#fff"
        strokeOpacity=".16"
      />
      <path d="M20 58h360" stroke="#fff" strokeOpacity=".12" />
      <circle cx="40" cy="42" r="5" fill="#f87171" />
      <circle cx="56" cy="42" r="5" fill="#fbbf24" />
      <circle cx="72" cy="42" r="5" fill={green} />
      <rect x="36" y="74" width="176" height="204" rx="10" fill="#020617" fillOpacity=".6" />
      {[indigo, pale, cyan].map((colour) => (
        <Pills key={colour} d={codeLines(colour)} width={8} opacity={0.75} colour={colour} />
      ))}
      <rect x="50" y="250" width="7" height="12" fill={cyan} />
      <circle cx="296" cy="110" r="30" fill="#1e1b4b" stroke={cyan} strokeWidth="3" />
      <path d={figure(296, 110, 1.5)} fill={pale} />
      <path
        d="M232 170c8-14 14 14 22 0s14 14 22 0 14-20 22 0 14 14 22 0 12-10 16-2"
        fill="none"
        stroke={cyan}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <Cards boxes={[[228, 196, 136, 82]]} />
      <circle cx="262" cy="237" r="20" fill="none" stroke="#fff" strokeOpacity=".15" strokeWidth="6" />
      <circle
        cx="262"
        cy="237"
        r="20"
        fill="none"
        stroke={green}
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="119 126"
        transform="rotate(-90 262 237)"
      />
      <text x="262" y="242" fill="#fff" fontSize="13" fontWeight="700" textAnchor="middle">
        95
      </text>
      <Pills d={pill(292, 218, 58, 7)} width={7} opacity={0.7} />
      <Pills d={pill(292, 233, 44, 6) + pill(292, 246, 52, 6)} width={6} opacity={0.3} />
    </>
  );
}

function AgentHub() {
  const chips: Array<[number, number, string]> = [
    [30, 62, indigo],
    [296, 44, cyan],
    [304, 146, indigo],
  ];
  const dots = (colour: string) => chips.map(([x, y, c]) => (c === colour ? circle(x + 17, y + 17, 8) : "")).join("");
  const bars = [26, 36, 32, 46, 54, 64].map((height, index) => ({
    d: roundedRect(86 + index * 30, 292 - height, 18, height, 4),
    bright: index > 3,
  }));
  return (
    <>
      <ellipse
        cx="200"
        cy="128"
        rx="150"
        ry="70"
        fill="none"
        stroke={indigo}
        strokeOpacity=".4"
        strokeDasharray="4 6"
      />
      <path d="M200 54v-18" stroke={pale} strokeWidth="3" strokeLinecap="round" />
      <circle cx="200" cy="32" r="6" fill={cyan} />
      <rect
        x="150"
        y="54"
        width="100"
        height="84"
        rx="24"
        fill="#4f46e5"
        stroke={pale}
        strokeOpacity=".5"
        strokeWidth="2"
      />
      <rect x="164" y="74" width="72" height="34" rx="14" fill="#1e1b4b" />
      <path d={circle(184, 91, 6) + circle(216, 91, 6)} fill={cyan} />
      <path d="M186 122h28" stroke={pale} strokeWidth="3" strokeLinecap="round" />
      <Cards boxes={[...chips.map(([x, y]) => [x, y, 74, 34] as const), [60, 214, 280, 92]]} />
      <path d={dots(indigo)} fill={indigo} />
      <path d={dots(cyan)} fill={cyan} />
      <Pills d={chips.map(([x, y]) => pill(x + 31, y + 13, 32, 8)).join("")} width={8} opacity={0.55} />
      <path
        d={bars
          .filter((bar) => !bar.bright)
          .map((bar) => bar.d)
          .join("")}
        fill={indigo}
        fillOpacity=".7"
      />
      <path
        d={bars
          .filter((bar) => bar.bright)
          .map((bar) => bar.d)
          .join("")}
        fill={cyan}
      />
      <path
        d="M95 254 125 246l30 5 30-14 30-8 30-9"
        fill="none"
        stroke={green}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="245" cy="220" r="5" fill={green} />
    </>
  );
}

const drawings: Record<OfferingId, () => JSX.Element> = {
  "talent-deployment": TalentNetwork,
  "ai-screening": InterviewRoom,
  "ai-agents": AgentHub,
};

export function OfferingIllustration({ id, className }: { id: OfferingId; className?: string }) {
  const Drawing = drawings[id];
  return (
    <svg aria-hidden viewBox="0 0 400 320" className={className} fontFamily="inherit">
      <Drawing />
    </svg>
  );
}
