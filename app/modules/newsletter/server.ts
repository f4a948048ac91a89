export { createNewsletterPages, type NewsletterPages } from "./server/manage";
export { newsletterOneClickRoutes, newsletterSignupRoutes } from "./server/newsletter-routes";
export { pruneUnconfirmedSubscribers } from "./server/prune";
export { newsletterSettings } from "./server/settings";
export { signToken } from "./server/tokens";
