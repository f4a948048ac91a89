import type { ClientLogo, ClientMarkShape } from "#app/content/client-logos";

const outlines: Record<ClientMarkShape, string> = {
  square: "M9 2h14a7 7 0 0 1 7 7v14a7 7 0 0 1-7 7H9a7 7 0 0 1-7-7V9a7 7 0 0 1 7-7Z",
  circle: "M16 1.5a14.5 14.5 0 1 1 0 29 14.5 14.5 0 0 1 0-29Z",
  hexagon: "M16 1 29 8.5v15L16 31 3 23.5v-15Z",
  shield: "M16 1.5 29 6v9.5c0 7.6-5.3 13-13 15.5C8.3 28.5 3 23.1 3 15.5V6Z",
  diamond: "M16 .5 31.5 16 16 31.5.5 16Z",
  arc: "M2 30V16a14 14 0 0 1 28 0v14Z",
};

/** A client's monogram: its initial set in a brand-coloured shape. Decorative; the name is written beside it. */
export function ClientStripMark({ client, className }: { client: ClientLogo; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" width="32" height="32" className={className}>
      <path d={outlines[client.shape]} fill={client.colour} />
      <text
        x="16"
        y={client.shape === "arc" ? 24 : 21}
        fill="#fff"
        fontSize="14"
        fontWeight="800"
        textAnchor="middle"
        fontFamily="inherit"
      >
        {client.monogram}
      </text>
    </svg>
  );
}
