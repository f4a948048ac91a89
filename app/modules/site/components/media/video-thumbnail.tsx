import type { MediaItem } from "#app/content/media";

// Pairs of colours for the thumbnail backgrounds: deep enough for white marks on top.
const palettes: Array<[string, string]> = [
  ["#312e81", "#4f46e5"],
  ["#134e4a", "#0e7490"],
  ["#4c1d95", "#7c3aed"],
  ["#1e3a8a", "#0891b2"],
  ["#3b0764", "#be185d"],
];

function paletteFor(id: string): [string, string] {
  let hash = 0;
  for (const char of id) hash = (hash * 43 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length] ?? ["#312e81", "#4f46e5"];
}

/** A microphone and a waveform: the mark of a podcast episode. */
function PodcastMark() {
  const bars = [18, 34, 52, 30, 64, 40, 22, 46, 28, 56, 36, 20];
  return (
    <g fill="#ffffff">
      <rect x="146" y="30" width="28" height="48" rx="14" />
      <path d="M136 66a24 24 0 0 0 48 0" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      <rect x="157" y="88" width="6" height="14" rx="3" />
      {bars.map((height, index) => (
        <rect key={index} x={40 + index * 21} y={128 - height / 2} width="9" height={height} rx="4.5" opacity="0.55" />
      ))}
    </g>
  );
}

/** Three speakers at a panel table. */
function PanelMark() {
  return (
    <g fill="#ffffff" transform="translate(0 -16)">
      {[100, 160, 220].map((x) => (
        <g key={x}>
          <circle cx={x} cy={x === 160 ? 70 : 78} r="16" />
          <path d={`M${x - 26} ${x === 160 ? 122 : 130}a26 24 0 0 1 52 0Z`} />
        </g>
      ))}
      <rect x="58" y="130" width="204" height="14" rx="7" opacity="0.7" />
      <rect x="74" y="144" width="10" height="34" rx="3" opacity="0.45" />
      <rect x="236" y="144" width="10" height="34" rx="3" opacity="0.45" />
    </g>
  );
}

/** A screen with a chart: an explainer video. */
function VideoMark() {
  return (
    <g transform="translate(0 -14)">
      <rect
        x="70"
        y="44"
        width="180"
        height="112"
        rx="12"
        fill="#ffffff"
        opacity="0.16"
        stroke="#ffffff"
        strokeWidth="3"
      />
      <path
        d="M92 134l36-30 28 18 36-42 36 24"
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="130" y="164" width="60" height="8" rx="4" fill="#ffffff" opacity="0.6" />
    </g>
  );
}

/**
 * Our own thumbnail for a video: its colours come from the item's id, its mark from its type.
 * Decorative: the play button carries the title.
 */
export function VideoThumbnail({ item, className }: { item: MediaItem; className?: string }) {
  const [from, to] = paletteFor(item.id);
  const gradientId = `thumb-${item.id}`;
  return (
    <svg viewBox="0 0 320 180" aria-hidden className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <circle cx="286" cy="18" r="70" fill="#ffffff" opacity="0.07" />
      <circle cx="20" cy="176" r="54" fill="#ffffff" opacity="0.06" />
      {item.type === "podcast" ? <PodcastMark /> : item.type === "panel" ? <PanelMark /> : <VideoMark />}
    </svg>
  );
}
