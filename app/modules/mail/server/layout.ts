import { formatAddress, site } from "#app/content/site";

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A header value on one line: visitors' text must never add lines to a subject. */
export function oneLine(value: string, max = 120): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export type EmailContent = {
  /** Hidden preview line shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: Array<string>;
  /** What was received, as label and value (values are visitors' text: always escaped). */
  details?: Array<[string, string]>;
  /** A call to action, e.g. the manage-booking link. */
  action?: { label: string; url: string };
  closing?: string;
  /** A line above the company footer, e.g. the newsletter's unsubscribe link. */
  footerLink?: { text: string; label: string; url: string };
};

export type RenderedEmail = { html: string; text: string };

const brand = "#4f46e5";

function detailsHtml(details: Array<[string, string]>): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px;border-bottom:1px solid #e5e7eb;color:#6b7280;font-size:13px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 12px;border-bottom:1px solid #e5e7eb;color:#111827;font-size:14px;white-space:pre-wrap">${escapeHtml(value || "—")}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0;border:1px solid #e5e7eb;border-radius:8px">${rows}</table>`;
}

/** The branded HTML email and its plain-text twin, from one description. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 14px;color:#374151;font-size:15px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join("");
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brand};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${brand};padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700">${escapeHtml(site.name)}<div style="font-size:12px;font-weight:400;opacity:.85">${escapeHtml(site.tagline)}</div></td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;color:#111827;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}${content.details ? detailsHtml(content.details) : ""}${action}
${content.closing ? `<p style="margin:16px 0 0;color:#374151;font-size:15px">${escapeHtml(content.closing)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;color:#6b7280;font-size:12px;line-height:1.5">${content.footerLink ? `${escapeHtml(content.footerLink.text)} <a href="${escapeHtml(content.footerLink.url)}" style="color:${brand}">${escapeHtml(content.footerLink.label)}</a><br>` : ""}${escapeHtml(site.legalName)} · ${escapeHtml(formatAddress())}<br><a href="${escapeHtml(site.url)}" style="color:${brand}">${escapeHtml(site.url.replace(/^https?:\/\//, ""))}</a> · ${escapeHtml(site.email)}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    site.name,
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.details ? [...content.details.map(([label, value]) => `${label}: ${value || "-"}`), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.closing ? [content.closing, ""] : []),
    "--",
    ...(content.footerLink
      ? [`${content.footerLink.text} ${content.footerLink.label}: ${content.footerLink.url}`]
      : []),
    `${site.legalName}, ${formatAddress()}`,
    `${site.url} · ${site.email}`,
  ].join("\n");
  return { html, text };
}
