import { companyDomainOf } from "#app/modules/mail/server";

/**
 * Who a lead is from: the contact is the email address (trimmed, any case; `anna+events@x.com`
 * stays apart from `anna@x.com`, since many people use the tag to file mail, and a team address
 * is not a person), the company is the one the form named, else the address's domain unless a
 * public mail provider's (docs/product.md#the-sales-desk).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export type CompanyIdentity = { key: string; name: string; domain: string | null };

/** The company a lead names (`company` field), else its work address's domain; null when neither. */
export function companyIdentity(email: string, namedCompany: unknown): CompanyIdentity | null {
  const domain = companyDomainOf(email);
  const name = typeof namedCompany === "string" ? namedCompany.trim().replace(/\s+/g, " ") : "";
  if (name) return { key: name.toLowerCase(), name, domain };
  return domain ? { key: domain, name: domain, domain } : null;
}
