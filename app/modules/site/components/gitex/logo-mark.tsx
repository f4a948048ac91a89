import type { LogoMark } from "./gitex-content";

// One 24-unit path (or two) per symbol: enough variety for a wall of wordmarks at a few hundred bytes.
const shapes: Record<LogoMark, { fill?: string; stroke?: string }> = {
  hexagon: { fill: "M12 1.5 21.1 6.75v10.5L12 22.5 2.9 17.25V6.75Z" },
  circle: { fill: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z" },
  square: { fill: "M3 3h11v11H3ZM10 10h11v11H10Z" },
  triangle: { fill: "M12 2 22.5 21h-21Z" },
  diamond: { fill: "M12 1.5 22.5 12 12 22.5 1.5 12Z" },
  ring: { stroke: "M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 5.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z" },
  bars: { fill: "M3 14h4v7H3Zm7-6h4v13h-4Zm7-5h4v18h-4Z" },
  wave: { stroke: "M2 9c3-4 5-4 8 0s5 4 8 0 3-2 4-2M2 16c3-4 5-4 8 0s5 4 8 0 3-2 4-2" },
  leaf: {
    fill: "M20.5 3.5C10 3.5 3.5 9 3.5 17.5c0 1 .1 2 .3 3C6 14 10 10.5 15 9c-4 2.5-7 6-8.2 10.3 1 .2 2 .2 3 .2C17 19.5 20.5 13 20.5 3.5Z",
  },
  spark: { fill: "M12 1.5 14.4 9.6 22.5 12l-8.1 2.4L12 22.5l-2.4-8.1L1.5 12l8.1-2.4Z" },
};

/** A company's symbol, drawn in its brand colour. Decorative: the name is always written beside it. */
export function LogoMarkIcon({ mark, color, className }: { mark: LogoMark; color: string; className?: string }) {
  const shape = shapes[mark];
  return (
    <svg aria-hidden viewBox="0 0 24 24" width="24" height="24" className={className}>
      {shape.fill ? <path d={shape.fill} fill={color} fillRule="evenodd" /> : null}
      {shape.stroke ? (
        <path d={shape.stroke} fill="none" stroke={color} strokeWidth="2.4" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
