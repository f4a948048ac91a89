import { data, Form, Link, redirect, useNavigation, type AppLoadContext } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { NewsletterPageFrame } from "#app/modules/newsletter/components/newsletter-page-frame";
import { secretAddressHandle } from "#app/modules/analytics/ui";
import { linkPageIntent } from "#app/lib/link-page-form";
import { seoMeta } from "#app/lib/seo";
import { newsletterConsentWording } from "#app/modules/newsletter/schemas/newsletter";
import type { Route } from "./+types/newsletter-confirm";

/**
 * /newsletter/confirm/<token>: the link in the double opt-in email. Opening it changes nothing
 * (mail scanners open links); the person confirms with the button, a POST. Server-rendered only.
 */
export function meta() {
  return seoMeta(
    {
      path: "/newsletter/confirm",
      title: "Confirm your subscription",
      description: "Confirm your newsletter subscription.",
    },
    { noindex: true },
  );
}

// The token in the address is the key to this page: analytics leave the page out.
export const handle = secretAddressHandle;

function newsletterOf(context: AppLoadContext) {
  if (!context.newsletter) throw data(null, { status: 503 });
  return context.newsletter;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await newsletterOf(context).viewConfirmation(params.token);
  return { view, resent: new URL(request.url).searchParams.has("resent") };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const intent = await linkPageIntent(request, ["confirm", "resend"]);
  const newsletter = newsletterOf(context);
  const page = new URL(request.url).pathname;
  if (intent === "confirm") {
    await newsletter.confirm(params.token, { ipHash: context.clientIpHash ?? null });
    return redirect(page);
  }
  await newsletter.resendConfirmation(params.token);
  return redirect(`${page}?resent`);
}

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  const { view, resent } = loaderData;
  const busy = useNavigation().state !== "idle";

  if (view.state === "ready") {
    return (
      <NewsletterPageFrame
        state="ready"
        tone="ask"
        title="Confirm your subscription"
        actions={
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="confirm"
              disabled={busy}
              className={buttonClasses("primary", "lg")}
            >
              {busy ? "Confirming..." : "Yes, subscribe me"}
            </button>
          </Form>
        }
      >
        <p>
          Please confirm that you want our newsletter at <strong className="text-ink-900">{view.email}</strong>.
        </p>
        <p className="rounded-xl bg-ink-50 p-4 text-sm leading-6 text-ink-700 ring-1 ring-ink-200">
          {newsletterConsentWording}
        </p>
      </NewsletterPageFrame>
    );
  }
  if (view.state === "confirmed") {
    return (
      <NewsletterPageFrame
        state="confirmed"
        tone="ok"
        title="You're subscribed"
        actions={
          <Link to="/blog" className={buttonClasses("primary", "lg")}>
            Read the latest articles
          </Link>
        }
      >
        <p>
          Thank you. <strong className="text-ink-900">{view.email}</strong> will receive our newest articles, about
          twice a month. Every email has a link to unsubscribe.
        </p>
      </NewsletterPageFrame>
    );
  }
  if (view.state === "expired") {
    return (
      <NewsletterPageFrame
        state={resent ? "resent" : "expired"}
        tone="warn"
        title={resent ? "Check your inbox" : "This link has expired"}
        actions={
          resent ? (
            <Link to="/blog" className={buttonClasses("secondary", "lg")}>
              Back to the blog
            </Link>
          ) : (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="resend"
                disabled={busy}
                className={buttonClasses("primary", "lg")}
              >
                {busy ? "Sending..." : "Send me a new link"}
              </button>
            </Form>
          )
        }
      >
        {resent ? (
          <p>If this address still needs confirming, we have sent it a new link. It works for 48 hours.</p>
        ) : (
          <p>Confirmation links work for 48 hours, and this one is older. We can email you a new one.</p>
        )}
      </NewsletterPageFrame>
    );
  }
  return (
    <NewsletterPageFrame
      state="invalid"
      tone="gone"
      title="This link is not valid"
      actions={
        <Link to="/blog#newsletter" className={buttonClasses("primary", "lg")}>
          Sign up again
        </Link>
      }
    >
      <p>
        The link may be incomplete, or the subscription was cancelled after it was sent. Sign up again and we will email
        you a new link.
      </p>
    </NewsletterPageFrame>
  );
}
