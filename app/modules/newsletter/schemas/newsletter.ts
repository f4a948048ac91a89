import { z } from "#app/schemas/zod";
import { emailAddress, personName } from "#app/schemas/fields";
import { honeypotSchema } from "#app/schemas/honeypot";

/**
 * POST /api/newsletter: the 'Stay Updated' form. `page` is the path of the page the form was on,
 * kept with the consent record; the form fills it in, people never see it.
 */
export const newsletterSignupSchema = z.strictObject({
  name: personName(),
  email: emailAddress(),
  page: z
    .string()
    .max(200, "The page must be a path of at most 200 characters.")
    .regex(/^\/[A-Za-z0-9\-._~/]*$/, "The page must be a path on this site, such as /blog.")
    .optional(),
  website: honeypotSchema,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/**
 * What a person agrees to: shown under the form and on the confirmation page, and stored word for
 * word with their consent when they confirm.
 */
export const newsletterConsentWording =
  "Send me new articles, guides and event invitations by email, about twice a month. I can unsubscribe at any time with one click.";

/**
 * The one answer to every sign-up, whatever state the address is in (new, waiting, subscribed,
 * unsubscribed): the form must not tell anyone who is on the list.
 */
export const newsletterCheckInbox = {
  title: "Check your inbox",
  message:
    "Thank you. Unless this address is already subscribed, we have sent it a link to confirm your subscription. The link works for 48 hours.",
} as const;
