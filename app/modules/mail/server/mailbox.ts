/**
 * Domains of mail providers anyone can sign up to: their users are not one company, so nothing is
 * counted or grouped per such domain (docs/email.md#addresses-nobody-verified,
 * docs/product.md#booking-rules, docs/product.md#the-sales-desk).
 */
export const publicMailDomains: ReadonlySet<string> = new Set([
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

/** Gmail delivers `first.last@googlemail.com` to `firstlast@gmail.com`. */
const dotlessDomains: ReadonlyMap<string, string> = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

function split(email: string): { local: string; domain: string } {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  return at === -1 ? { local: address, domain: "" } : { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** The address's domain, lower case ("" for none). */
export function mailDomainOf(email: string): string {
  return split(email).domain;
}

export function isPublicMailDomain(domain: string): boolean {
  return publicMailDomains.has(domain.trim().toLowerCase());
}

/**
 * The mailbox an address delivers to, for counting what goes to one person: letter case folded,
 * a `+tag` removed (`anna+1@x.com` is `anna@x.com`), and at Gmail the dots ignored. Two addresses
 * with one mailbox are one person to every limit.
 */
export function mailboxOf(email: string): string {
  const { local, domain } = split(email);
  const untagged = local.split("+")[0] || local;
  const dotless = dotlessDomains.get(domain);
  return dotless ? `${untagged.replaceAll(".", "")}@${dotless}` : `${untagged}@${domain}`;
}

/** The company an address belongs to for the limits: its domain, or null at a public mail provider. */
export function companyDomainOf(email: string): string | null {
  const domain = mailDomainOf(email);
  return domain && !isPublicMailDomain(domain) ? domain : null;
}
