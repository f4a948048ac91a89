/**
 * The explorer's boxes have fixed heights at every width, shared by the loading placeholder
 * and the explorer itself, so the lazy chunk's arrival moves nothing on the page.
 */
export const explorerFrame = {
  root: "grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)_21rem] lg:gap-5",
  sidebar: "h-[10.5rem] lg:h-[600px]",
  stage:
    "relative h-[600px] overflow-hidden rounded-2xl bg-ink-950 bg-[radial-gradient(40rem_30rem_at_50%_40%,rgba(79,70,229,0.35),transparent),radial-gradient(30rem_20rem_at_90%_100%,rgba(6,182,212,0.18),transparent)] shadow-xl ring-1 shadow-brand-950/20 ring-ink-900/10",
  card: "min-h-[31rem] sm:min-h-[26rem] lg:h-[600px]",
  panel: "rounded-2xl bg-white ring-1 ring-ink-200/80 shadow-sm",
} as const;
