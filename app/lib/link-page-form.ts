import { data } from "react-router";
import { saysOtherSite } from "./same-site";

// The pages a link in an email opens (manage a booking, confirm or leave the newsletter) change data
// through their own route actions: a form on the page posts back to it. These are that post's checks.

/**
 * A form post from another site (CSRF) must not change anything: true when the request says so
 * (the check is app/lib/same-site.ts). This site is the host the request was sent to.
 */
export function fromOtherSite(request: Request): boolean {
  return saysOtherSite({
    // An empty Origin says no more than a missing one.
    origin: request.headers.get("origin") || undefined,
    fetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    host: new URL(request.url).host,
  });
}

export const linkPageMessages = {
  otherSite: "This form was sent from another site, so nothing was changed.",
  notAForm: "This request did not come from the page's form, so nothing was changed. Open the page and use its button.",
  unknownIntent: "This page does not know that action, so nothing was changed.",
} as const;

/**
 * The `intent` a link page's form posted: refused with 403 from another site, and with 400 (and a
 * message the error page shows) when the body is not a web form or names no known intent.
 */
export async function linkPageIntent<Intent extends string>(
  request: Request,
  intents: ReadonlyArray<Intent>,
): Promise<Intent> {
  return (await linkPageForm(request, intents)).intent;
}

/** `linkPageIntent`, with the rest of the form (a choice the button's form carries). */
export async function linkPageForm<Intent extends string>(
  request: Request,
  intents: ReadonlyArray<Intent>,
): Promise<{ intent: Intent; form: FormData }> {
  if (fromOtherSite(request)) throw data(linkPageMessages.otherSite, { status: 403 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(linkPageMessages.notAForm, { status: 400 });
  }
  const intent = form.get("intent");
  if (typeof intent !== "string" || !intents.includes(intent as Intent)) {
    throw data(linkPageMessages.unknownIntent, { status: 400 });
  }
  return { intent: intent as Intent, form };
}
