import type { IndexablePage, PageKind } from "#app/content/indexable-pages";
import { site } from "#app/content/site";

/**
 * The share preview of one page, as the element tree satori lays out (flexbox only, inline styles):
 * the site's dark hero look, the page's kind and facts, its headline and summary, the site's name.
 */
const ink = { 950: "#020617", 900: "#0f172a", 400: "#94a3b8", 300: "#cbd5e1", 200: "#e2e8f0" };

const kindStyle: Record<PageKind, { label: string; colour: string }> = {
  landing: { label: "", colour: "#818cf8" },
  article: { label: "Blog article", colour: "#22d3ee" },
  "case-study": { label: "Case study", colour: "#34d399" },
  event: { label: "Live virtual event", colour: "#fbbf24" },
  category: { label: "Blog", colour: "#a5b4fc" },
  media: { label: "Shared Future", colour: "#f472b6" },
  legal: { label: "Legal", colour: "#94a3b8" },
};

/** Long headlines get a smaller size so that they fit in three lines (a longer one ends in an ellipsis). */
function headlineSize(title: string): number {
  if (title.length <= 26) return 76;
  if (title.length <= 60) return 64;
  return title.length <= 90 ? 54 : 46;
}

/** `logo` is the site's mark as a data URL (the favicon's SVG). */
export function ShareCard({ page, logo }: { page: IndexablePage; logo: string }) {
  const { label, colour } = kindStyle[page.kind];
  const isEvent = page.kind === "event";
  const eyebrow = isEvent ? page.details.slice(0, 1) : page.details;
  const when = isEvent ? page.details.slice(1) : [];
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        paddingTop: 56,
        paddingLeft: 72,
        paddingRight: 72,
        backgroundColor: ink[950],
        backgroundImage: `radial-gradient(900px 520px at 0% 0%, rgba(79,70,229,0.55), transparent), radial-gradient(700px 480px at 100% 100%, ${colour}33, transparent)`,
        color: "white",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <img src={logo} width={52} height={52} alt="" />
          <span style={{ fontSize: 30, fontWeight: 600, letterSpacing: -0.5 }}>{site.name}</span>
        </div>
        {label ? (
          <span
            style={{
              display: "flex",
              padding: "10px 22px",
              borderRadius: 999,
              border: `2px solid ${colour}`,
              color: colour,
              fontSize: 24,
              fontWeight: 600,
            }}
          >
            {label}
          </span>
        ) : null}
      </div>
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }}>
        {eyebrow.length > 0 ? (
          <span style={{ fontSize: 24, fontWeight: 600, color: colour, textTransform: "uppercase", letterSpacing: 2 }}>
            {eyebrow.join("  ·  ")}
          </span>
        ) : null}
        <span
          style={{
            display: "block",
            marginTop: 18,
            fontSize: headlineSize(page.title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            lineClamp: 3,
          }}
        >
          {page.title}
        </span>
        {when.length > 0 ? (
          <div style={{ display: "flex", gap: 16, marginTop: 30 }}>
            {when.map((fact) => (
              <span
                key={fact}
                style={{
                  display: "flex",
                  padding: "12px 22px",
                  borderRadius: 14,
                  backgroundColor: "rgba(255,255,255,0.08)",
                  border: "1px solid rgba(255,255,255,0.18)",
                  fontSize: 26,
                  fontWeight: 600,
                  color: ink[200],
                }}
              >
                {fact}
              </span>
            ))}
          </div>
        ) : (
          <span
            style={{ display: "block", marginTop: 26, fontSize: 28, lineHeight: 1.4, color: ink[300], lineClamp: 3 }}
          >
            {page.summary}
          </span>
        )}
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          height: 84,
          borderTop: "1px solid rgba(255,255,255,0.12)",
          fontSize: 24,
          color: ink[400],
        }}
      >
        <span>{new URL(site.url).hostname.replace(/^www\./, "")}</span>
        <span style={{ display: "flex", width: 160, height: 8, borderRadius: 8, backgroundColor: colour }} />
      </div>
    </div>
  );
}
