import { data, Form, Link, redirect, useNavigation, type AppLoadContext } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { NewsletterPageFrame } from "#app/modules/newsletter/components/newsletter-page-frame";
import { secretAddressHandle } from "#app/modules/analytics/ui";
import { linkPageIntent } from "#app/lib/link-page-form";
import { seoMeta } from "#app/lib/seo";
import { newsletterConsentWording } from "#app/modules/newsletter/schemas/newsletter";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * /newsletter/unsubscribe/<token>: the link at the foot of every newsletter email. Opening it
 * changes nothing; the buttons unsubscribe, or subscribe again. Server-rendered only.
 */
export function meta() {
  return seoMeta(
    {
      path: "/newsletter/unsubscribe",
      title: "Newsletter subscription",
      description: "Manage your newsletter subscription.",
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

export async function loader({ params, context }: Route.LoaderArgs) {
  return { view: await newsletterOf(context).viewSubscription(params.token) };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const intent = await linkPageIntent(request, ["unsubscribe", "resubscribe"]);
  const newsletter = newsletterOf(context);
  if (intent === "unsubscribe") await newsletter.unsubscribe(params.token);
  else await newsletter.resubscribe(params.token, { ipHash: context.clientIpHash ?? null });
  return redirect(new URL(request.url).pathname);
}

function IntentButton({
  intent,
  label,
  busyLabel,
  variant,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  variant: "primary" | "secondary";
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClasses(variant, "lg")}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

export default function NewsletterUnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.state === "invalid") {
    return (
      <NewsletterPageFrame state="invalid" tone="gone" title="This link is not valid">
        <p>
          We could not find a subscription for this link. Use the unsubscribe link from one of our emails, or reply to
          any of them and we will remove you by hand.
        </p>
      </NewsletterPageFrame>
    );
  }
  if (view.state === "unsubscribed") {
    return (
      <NewsletterPageFrame
        state="unsubscribed"
        tone="gone"
        title="You're unsubscribed"
        actions={
          <IntentButton intent="resubscribe" label="Subscribe again" busyLabel="Subscribing..." variant="secondary" />
        }
      >
        <p>
          <strong className="text-ink-900">{view.email}</strong> will not receive our newsletter any more.
        </p>
        <p>Changed your mind? Subscribing again takes one click:</p>
        <p className="rounded-xl bg-ink-50 p-4 text-sm leading-6 text-ink-700 ring-1 ring-ink-200">
          {newsletterConsentWording}
        </p>
      </NewsletterPageFrame>
    );
  }
  return (
    <NewsletterPageFrame
      state={view.state}
      tone="ask"
      title={view.state === "confirmed" ? "Unsubscribe from our newsletter?" : "Stop these emails?"}
      actions={
        <>
          <IntentButton intent="unsubscribe" label="Unsubscribe" busyLabel="Unsubscribing..." variant="primary" />
          <Link to="/blog" className={buttonClasses("secondary", "lg")}>
            Keep reading
          </Link>
        </>
      }
    >
      {view.state === "confirmed" ? (
        <p>
          <strong className="text-ink-900">{view.email}</strong> receives our newsletter. Unsubscribe, and we will not
          send it again.
        </p>
      ) : (
        <p>
          <strong className="text-ink-900">{view.email}</strong> has not confirmed a subscription. Unsubscribe, and we
          will send no more confirmation emails.
        </p>
      )}
    </NewsletterPageFrame>
  );
}
