import { site } from "#app/content/site";
import { renderEmail } from "#app/modules/mail/server";
import type { QueuedEmail, UnverifiedCaps } from "#app/modules/mail/server";
import { unsubscribeToken } from "./tokens";

/** Where newsletter links point and how they are signed (from the configuration). */
export type NewsletterSettings = {
  secret: string;
  publicUrl: string;
  unsubscribeEmail: string;
  /** The caps on emails to unverified addresses (the confirmation link's). */
  unverifiedCaps: UnverifiedCaps;
};

export const confirmationRateLimitMs = 10 * 60 * 1000;

export function confirmPageUrl(settings: NewsletterSettings, token: string): string {
  return `${settings.publicUrl}/newsletter/confirm/${token}`;
}

export function unsubscribePageUrl(settings: NewsletterSettings, token: string): string {
  return `${settings.publicUrl}/newsletter/unsubscribe/${token}`;
}

/** RFC 8058 one-click target: mail providers POST `List-Unsubscribe=One-Click` here. */
export function oneClickUnsubscribeUrl(settings: NewsletterSettings, token: string): string {
  return `${settings.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
}

/**
 * List-Unsubscribe (https for one click, mailto as the fallback) and List-Unsubscribe-Post, on
 * every newsletter email, so mail clients show their own Unsubscribe button (RFC 2369, RFC 8058).
 */
function listUnsubscribe(settings: NewsletterSettings, subscriberId: string) {
  const token = unsubscribeToken(settings.secret, subscriberId);
  return {
    token,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(settings, token)}>, <mailto:${settings.unsubscribeEmail}?subject=unsubscribe%20${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

function unsubscribeFooter(settings: NewsletterSettings, token: string) {
  return {
    text: "You get this email because of a newsletter sign-up on our website.",
    label: "Unsubscribe",
    url: unsubscribePageUrl(settings, token),
  };
}

/**
 * The double opt-in email. It carries no name: until the address's owner confirms, everything but
 * the address came from whoever filled in the form. It counts toward the address's daily caps of
 * unverified emails like any confirmation (docs/email.md#addresses-nobody-verified).
 */
export function confirmationEmail(
  settings: NewsletterSettings,
  to: { email: string; subscriberId: string; leadId: string },
  confirmToken: string,
): QueuedEmail {
  const { token, headers } = listUnsubscribe(settings, to.subscriberId);
  return {
    kind: "newsletter.confirmation",
    recipient: to.email,
    unverifiedRecipient: true,
    leadId: to.leadId,
    subject: `Confirm your subscription to the ${site.name} blog`,
    headers,
    ...renderEmail({
      preheader: "One click to start receiving our articles. The link works for 48 hours.",
      heading: "Please confirm your subscription",
      paragraphs: [
        `Someone, we hope you, asked for new articles from the ${site.name} blog to be sent to this address. To start receiving them, confirm your subscription. The link works for 48 hours.`,
        "If it was not you, ignore this email: we will not write again unless the address is confirmed, and we delete the request after 30 days.",
      ],
      action: { label: "Confirm my subscription", url: confirmPageUrl(settings, confirmToken) },
      footerLink: unsubscribeFooter(settings, token),
    }),
  };
}

/** After confirmation: now the name the person gave may be used. */
export function welcomeEmail(
  settings: NewsletterSettings,
  to: { email: string; subscriberId: string; name: string; leadId: string | null },
): QueuedEmail {
  const { token, headers } = listUnsubscribe(settings, to.subscriberId);
  return {
    kind: "newsletter.welcome",
    recipient: to.email,
    leadId: to.leadId ?? undefined,
    subject: `You're subscribed to the ${site.name} blog`,
    headers,
    ...renderEmail({
      preheader: "Your subscription is confirmed.",
      heading: `Welcome, ${to.name}`,
      paragraphs: [
        "Your subscription is confirmed. About twice a month we will send you our newest articles on HR technology, talent and the future of work, and invitations to our panels and podcasts.",
        "Every email has an unsubscribe link, and your mail program's own Unsubscribe button works too.",
      ],
      action: { label: "Read the latest articles", url: `${settings.publicUrl}/blog` },
      closing: `The ${site.name} team`,
      footerLink: unsubscribeFooter(settings, token),
    }),
  };
}
