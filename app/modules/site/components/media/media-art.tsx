import { useId } from "react";
import type { MediaType } from "#app/content/media";

/**
 * Our own cover art for a recording, drawn in SVG (no thumbnail is fetched from the video site
 * until the visitor presses play): a gradient per kind of item and a motif, microphone and
 * waveform for a podcast, a panel of speakers for a panel, stacked frames for a video.
 */
const palettes: Record<MediaType, [string, string, string]> = {
  podcast: ["#1e1b4b", "#4338ca", "#a855f7"],
  panel: ["#0f172a", "#312e81", "#0891b2"],
  video: ["#312e81", "#4f46e5", "#06b6d4"],
};

function PodcastMotif() {
  const bars = [18, 34, 52, 30, 64, 42, 80, 56, 36, 70, 48, 26, 58, 40, 22, 46, 66, 32, 50, 28, 60, 38, 20, 44];
  return (
    <g>
      {bars.map((height, index) => (
        <rect
          key={index}
          x={40 + index * 24}
          y={300 - height}
          width="12"
          height={height}
          rx="6"
          fill="#fff"
          opacity={0.18 + (index % 4) * 0.06}
        />
      ))}
      <g transform="translate(520 96)" fill="none" stroke="#fff" strokeLinecap="round">
        <circle r="70" opacity="0.12" strokeWidth="2" />
        <circle r="104" opacity="0.08" strokeWidth="2" />
        <rect x="-22" y="-52" width="44" height="76" rx="22" fill="#fff" fillOpacity="0.9" stroke="none" />
        <path d="M-36 4a36 36 0 0 0 72 0M0 40v22M-18 62h36" strokeWidth="6" opacity="0.9" />
      </g>
    </g>
  );
}

function PanelMotif() {
  const seats = [120, 250, 390, 520];
  return (
    <g>
      <rect x="60" y="286" width="520" height="14" rx="7" fill="#fff" opacity="0.25" />
      {seats.map((x, index) => (
        <g key={x} transform={`translate(${x} 0)`} fill="#fff">
          <circle cy="206" r="26" opacity={index === 1 ? 0.95 : 0.7} />
          <path d="M-46 286c0-36 20-52 46-52s46 16 46 52z" opacity={index === 1 ? 0.9 : 0.55} />
        </g>
      ))}
      <g fill="#fff">
        <rect x="330" y="58" width="132" height="52" rx="16" opacity="0.9" />
        <path d="M350 108l-6 20 22-20z" opacity="0.9" />
        <rect x="350" y="74" width="72" height="7" rx="3.5" fill="#312e81" opacity="0.5" />
        <rect x="350" y="88" width="48" height="7" rx="3.5" fill="#312e81" opacity="0.35" />
        <rect x="64" y="70" width="104" height="40" rx="14" opacity="0.25" />
        <rect x="470" y="84" width="96" height="38" rx="14" opacity="0.2" />
      </g>
    </g>
  );
}

function VideoMotif() {
  return (
    <g fill="none" stroke="#fff">
      <rect
        x="372"
        y="52"
        width="220"
        height="132"
        rx="14"
        strokeWidth="3"
        opacity="0.35"
        transform="rotate(8 482 118)"
      />
      <rect
        x="48"
        y="176"
        width="200"
        height="120"
        rx="14"
        strokeWidth="3"
        opacity="0.3"
        transform="rotate(-6 148 236)"
      />
      <rect x="60" y="318" width="520" height="8" rx="4" fill="#fff" fillOpacity="0.25" stroke="none" />
      <rect x="60" y="318" width="190" height="8" rx="4" fill="#fff" fillOpacity="0.85" stroke="none" />
      <circle cx="250" cy="322" r="9" fill="#fff" stroke="none" />
      {[0, 1, 2, 3, 4].map((index) => (
        <rect key={index} x={390 + index * 40} y="236" width="28" height="20" rx="4" strokeWidth="2" opacity="0.3" />
      ))}
    </g>
  );
}

export function MediaArt({ type, className }: { type: MediaType; className?: string }) {
  const id = useId();
  const [from, via, to] = palettes[type];
  return (
    <svg viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" aria-hidden className={className}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="0.55" stopColor={via} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}-dots`} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.5" fill="#fff" opacity="0.12" />
        </pattern>
      </defs>
      <rect width="640" height="360" fill={`url(#${id}-bg)`} />
      <rect width="640" height="360" fill={`url(#${id}-dots)`} />
      <circle cx="320" cy="170" r="190" fill={`url(#${id}-glow)`} />
      <circle cx="600" cy="-20" r="120" fill="#fff" opacity="0.08" />
      <circle cx="20" cy="380" r="140" fill="#fff" opacity="0.06" />
      {type === "podcast" ? <PodcastMotif /> : type === "panel" ? <PanelMotif /> : <VideoMotif />}
    </svg>
  );
}
