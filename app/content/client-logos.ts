/**
 * The home page's trusted-by strip: six clients (placeholder names of our own, not the
 * /gitex logo wall's), the headline figures beside them and the investor line.
 */
export type ClientMarkShape = "square" | "circle" | "hexagon" | "shield" | "diamond" | "arc";

export type ClientLogo = {
  name: string;
  category: string;
  /** One or two letters drawn inside the mark. */
  monogram: string;
  shape: ClientMarkShape;
  /** Brand colour (hex); dark enough for white letters on it. */
  colour: string;
  wordmark: "bold" | "caps" | "light";
};

export type ClientStripFigure = { value: string; label: string };

export const clientLogos = [
  {
    name: "Corvane Systems",
    category: "IT Services",
    monogram: "C",
    shape: "hexagon",
    colour: "#4338ca",
    wordmark: "bold",
  },
  { name: "Kairos Capital", category: "Fintech", monogram: "K", shape: "diamond", colour: "#047857", wordmark: "caps" },
  {
    name: "Medivista Health",
    category: "Healthcare",
    monogram: "M",
    shape: "shield",
    colour: "#0e7490",
    wordmark: "light",
  },
  { name: "Tessera Learning", category: "EdTech", monogram: "T", shape: "circle", colour: "#7c3aed", wordmark: "bold" },
  {
    name: "Bluepeak Logistics",
    category: "Supply Chain",
    monogram: "B",
    shape: "arc",
    colour: "#1d4ed8",
    wordmark: "caps",
  },
  {
    name: "Forgeline Industries",
    category: "Manufacturing",
    monogram: "F",
    shape: "square",
    colour: "#b45309",
    wordmark: "light",
  },
] satisfies Array<ClientLogo>;

export const clientStripFigures = [
  { value: "99.2%", label: "Client satisfaction" },
  { value: "75%", label: "Faster deployment" },
  { value: "500+", label: "Enterprise clients" },
] satisfies Array<ClientStripFigure>;

export const investorClaim = {
  title: "Backed by leading venture investors",
  text: "Funded by an early-stage venture fund and a group of HR-technology operators who have built and scaled hiring platforms of their own.",
} as const;
