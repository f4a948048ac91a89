import type { LeadType } from "#app/lib/leads/lead-kinds";

/**
 * The pages each form can be started on, as SQL `like` patterns of a page view's path: a funnel's
 * first step counts the visitors of these pages (docs/product.md#analytics). The booking dialog
 * opens from every page's header (docs/product.md#header); each lead form lives on its
 * own page; the newsletter form on the blog, under every article and on the category pages.
 */
export const formPages: Record<LeadType, ReadonlyArray<string>> = {
  appointment: ["%"],
  "ai-interview": ["/"],
  "gitex-registration": ["/gitex"],
  "panel-question": ["/gcc-panel"],
  "talent-request": ["/ai-talent-deployment"],
  newsletter: ["/blog", "/blog/%"],
};
