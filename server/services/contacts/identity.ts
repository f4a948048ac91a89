/**
 * Who a lead is from: the contact is the email address (trimmed, any case; `anna+events@x.com`
 * stays apart from `anna@x.com`, since many people use the tag to file mail, and a team address
 * is not a person), the company is the one the form named, else the address's domain unless a
 * public mail provider's (docs/product.md#the-sales-desk).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Domains of mail providers anyone can sign up to: their users are not one company. */
const publicMailDomains = new Set([
  "aol.com",
  "fastmail.com",
  "gmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "googlemail.com",
  "hey.com",
  "hotmail.co.uk",
  "hotmail.com",
  "icloud.com",
  "live.com",
  "mac.com",
  "mail.com",
  "mail.ru",
  "me.com",
  "msn.com",
  "outlook.com",
  "pm.me",
  "proton.me",
  "protonmail.com",
  "qq.com",
  "rediffmail.com",
  "t-online.de",
  "tutanota.com",
  "web.de",
  "yahoo.co.in",
  "yahoo.co.uk",
  "yahoo.com",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "163.com",
]);

export type CompanyIdentity = { key: string; name: string; domain: string | null };

function domainOf(email: string): string | null {
  const at = email.lastIndexOf("@");
  const domain =
    at === -1
      ? ""
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain && !publicMailDomains.has(domain) ? domain : null;
}

/** The company a lead names (`company` field), else its work address's domain; null when neither. */
export function companyIdentity(email: string, namedCompany: unknown): CompanyIdentity | null {
  const domain = domainOf(email);
  const name = typeof namedCompany === "string" ? namedCompany.trim().replace(/\s+/g, " ") : "";
  if (name) return { key: name.toLowerCase(), name, domain };
  return domain ? { key: domain, name: domain, domain } : null;
}
