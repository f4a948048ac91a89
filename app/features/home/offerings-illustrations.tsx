import type { JSX } from "react";
import type { OfferingId } from "#app/content/offerings";

// Decorative drawings for the offering panels, on a dark background. Plain shapes in the
// brand palette keep each one to a few hundred bytes and sharp at any size.
const indigo = "#818cf8";
const pale = "#c7d2fe";
const cyan = "#22d3ee";
const green = "#34d399";

function Avatar({ x, y, r = 20, ring = indigo }: { x: number; y: number; r?: number; ring?: string }) {
  const s = r / 20;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle r="20" fill="#1e1b4b" stroke={ring} strokeWidth="2" />
      <circle cy="-5" r="6.5" fill={pale} />
      <path d="M-11 13a11 9.5 0 0 1 22 0Z" fill={pale} />
    </g>
  );
}

function Card({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return <rect x={x} y={y} width={w} height={h} rx="12" fill="#fff" fillOpacity=".07" stroke="#fff" strokeOpacity=".16" />;
}

function TalentNetwork() {
  const people: Array<[number, number]> = [[70, 80], [330, 70], [350, 200], [60, 215], [200, 40], [205, 285]];
  return (
    <>
      <g stroke={indigo} strokeOpacity=".45" strokeWidth="1.5" strokeDasharray="4 5">
        {people.map(([x, y]) => <line key={`${x}-${y}`} x1="200" y1="160" x2={x} y2={y} />)}
      </g>
      <circle cx="200" cy="160" r="62" fill={indigo} fillOpacity=".1" />
      <circle cx="200" cy="160" r="42" fill="#4f46e5" stroke={pale} strokeOpacity=".5" strokeWidth="2" />
      <path d="M206 134 188 164h12l-6 24 20-32h-13Z" fill="#fff" />
      {people.map(([x, y], index) => <Avatar key={`${x}-${y}`} x={x} y={y} ring={index % 2 ? cyan : indigo} />)}
      <Card x={236} y={240} w={136} h={52} />
      <circle cx="260" cy="266" r="11" fill={green} />
      <path d="m254.5 266 4 4 7-8" fill="none" stroke="#022c22" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="280" y="256" width="76" height="7" rx="3.5" fill="#fff" fillOpacity=".7" />
      <rect x="280" y="270" width="50" height="6" rx="3" fill="#fff" fillOpacity=".3" />
      <Card x={26} y={120} w={92} h={46} />
      <text x="40" y="149" fill="#fff" fontSize="20" fontWeight="700">24h</text>
      <circle cx="100" cy="143" r="6" fill={cyan} />
    </>
  );
}

function InterviewRoom() {
  const code: Array<[number, number, string]> = [[0, 70, indigo], [14, 96, pale], [14, 58, cyan], [28, 84, pale], [28, 40, indigo], [14, 74, pale], [0, 30, indigo]];
  return (
    <>
      <rect x="20" y="26" width="360" height="268" rx="16" fill="#fff" fillOpacity=".05" stroke="#fff" strokeOpacity=".16" />
      <path d="M20 58h360" stroke="#fff" strokeOpacity=".12" />
      <circle cx="40" cy="42" r="5" fill="#f87171" /><circle cx="56" cy="42" r="5" fill="#fbbf24" /><circle cx="72" cy="42" r="5" fill={green} />
      <rect x="36" y="74" width="176" height="204" rx="10" fill="#020617" fillOpacity=".6" />
      {code.map(([indent, width, colour], line) => (
        <rect key={line} x={50 + indent} y={92 + line * 22} width={width} height="8" rx="4" fill={colour} fillOpacity=".75" />
      ))}
      <rect x="50" y="250" width="7" height="12" fill={cyan} />
      <Avatar x={296} y={110} r={30} ring={cyan} />
      <path d="M232 170c8-14 14 14 22 0s14 14 22 0 14-20 22 0 14 14 22 0 12-10 16-2" fill="none" stroke={cyan} strokeWidth="2.5" strokeLinecap="round" />
      <Card x={228} y={196} w={136} h={82} />
      <circle cx="262" cy="237" r="20" fill="none" stroke="#fff" strokeOpacity=".15" strokeWidth="6" />
      <circle cx="262" cy="237" r="20" fill="none" stroke={green} strokeWidth="6" strokeLinecap="round" strokeDasharray="119 126" transform="rotate(-90 262 237)" />
      <text x="262" y="242" fill="#fff" fontSize="13" fontWeight="700" textAnchor="middle">95</text>
      <rect x="292" y="218" width="58" height="7" rx="3.5" fill="#fff" fillOpacity=".7" />
      <rect x="292" y="233" width="44" height="6" rx="3" fill="#fff" fillOpacity=".3" />
      <rect x="292" y="246" width="52" height="6" rx="3" fill="#fff" fillOpacity=".3" />
    </>
  );
}

function AgentHub() {
  const chips: Array<[number, number, string]> = [[30, 62, indigo], [296, 44, cyan], [304, 146, indigo]];
  return (
    <>
      <ellipse cx="200" cy="128" rx="150" ry="70" fill="none" stroke={indigo} strokeOpacity=".4" strokeDasharray="4 6" />
      <path d="M200 54v-18" stroke={pale} strokeWidth="3" strokeLinecap="round" />
      <circle cx="200" cy="32" r="6" fill={cyan} />
      <rect x="150" y="54" width="100" height="84" rx="24" fill="#4f46e5" stroke={pale} strokeOpacity=".5" strokeWidth="2" />
      <rect x="164" y="74" width="72" height="34" rx="14" fill="#1e1b4b" />
      <circle cx="184" cy="91" r="6" fill={cyan} /><circle cx="216" cy="91" r="6" fill={cyan} />
      <path d="M186 122h28" stroke={pale} strokeWidth="3" strokeLinecap="round" />
      {chips.map(([x, y, colour]) => (
        <g key={`${x}-${y}`}>
          <Card x={x} y={y} w={74} h={34} />
          <circle cx={x + 17} cy={y + 17} r="8" fill={colour} />
          <rect x={x + 31} y={y + 13} width="32" height="8" rx="4" fill="#fff" fillOpacity=".55" />
        </g>
      ))}
      <Card x={60} y={214} w={280} h={92} />
      {[26, 36, 32, 46, 54, 64].map((height, index) => (
        <rect key={index} x={86 + index * 30} y={292 - height} width="18" height={height} rx="4" fill={index > 3 ? cyan : indigo} fillOpacity={index > 3 ? 1 : 0.7} />
      ))}
      <path d="M95 254 125 246l30 5 30-14 30-8 30-9" fill="none" stroke={green} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
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
