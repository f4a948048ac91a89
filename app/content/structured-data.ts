import { site } from "./site";

/** Organization JSON-LD for search engines; `<` is escaped so the data can never close its script tag. */
export function organizationJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: new URL("/favicon.svg", site.url).toString(),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    sameAs: Object.values(site.social),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
