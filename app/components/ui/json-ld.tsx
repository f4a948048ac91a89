/**
 * Structured data for search engines, written into the page where the component renders (search
 * engines read JSON-LD anywhere in the document). Rendered by a section's own code, it costs the
 * page's first-load JavaScript nothing. `<` is escaped so the data can never close its script tag.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
