import { publicUrlOf, type Config } from "#server/config";
import type { NewsletterSettings } from "./newsletter-emails";

export function newsletterSettings(config: Config): NewsletterSettings {
  return {
    secret: config.appSecret,
    publicUrl: publicUrlOf(config),
    unsubscribeEmail: config.newsletterUnsubscribeEmail,
    unverifiedCaps: config.unverifiedCaps,
  };
}
