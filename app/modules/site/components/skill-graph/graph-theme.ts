import type { SkillGroup } from "#app/content/skill-nodes";

/** One colour per group: bright enough to read on the dark canvas, used for the list's dots too. */
export const groupColours: Record<SkillGroup, string> = {
  "AI Core": "#a78bfa",
  "ML & Data": "#22d3ee",
  Development: "#fbbf24",
  "Domain Expertise": "#f472b6",
  Infrastructure: "#34d399",
};

export const canvasTheme = {
  link: "rgba(148, 163, 184, 0.32)",
  linkDimmed: "rgba(148, 163, 184, 0.08)",
  linkHighlighted: "rgba(255, 255, 255, 0.85)",
  pathway: "#22d3ee",
  nodeRing: "rgba(2, 6, 23, 0.65)",
  selectedRing: "#ffffff",
  label: "#e2e8f0",
  labelStrong: "#ffffff",
  labelHalo: "rgba(2, 6, 23, 0.85)",
  badge: "#22d3ee",
  badgeText: "#020617",
  font: '500 12px "Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif',
  fontStrong: '700 13px "Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif',
  badgeFont: '700 10px "Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, sans-serif',
} as const;
