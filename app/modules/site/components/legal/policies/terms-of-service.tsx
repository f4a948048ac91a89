import { formatAddress, site } from "#app/content/site";

/** The Terms of Service text; the legal page frame renders the title and the "Last updated" date. */
export function TermsOfService() {
  return (
    <>
      <p>
        These terms govern your use of {site.url} (the “website”), run by {site.legalName} (“{site.name}”, “we”, “us”),
        whose registered address is {formatAddress()}. By using the website you agree to them. If you do not agree,
        please do not use the website.
      </p>
      <p>
        These terms cover the website only. Any talent deployment, AI-interview, AI-agent or project engagement is
        governed by a separate written agreement between your organisation and us; if that agreement conflicts with
        these terms, the agreement prevails.
      </p>

      <h2>Using the website</h2>
      <p>
        The website describes our services and lets you book a consultation, request an AI interview, register for event
        offers, send questions to our virtual panels and get content recommendations. You may use it for these purposes
        and for your own business research. When you fill in a form, please give accurate information that you are
        entitled to share, including any details about colleagues or your company.
      </p>
      <p>
        We may change, suspend or withdraw any part of the website at any time, for example for maintenance or to
        improve it. We will try to keep disruption to a minimum but do not promise that the website will always be
        available.
      </p>

      <h2>Bookings and consultations</h2>
      <ul>
        <li>
          A booking made through the website is a request for a consultation, not a guaranteed appointment. The times we
          show are displayed in your browser’s time zone.
        </li>
        <li>
          We will confirm your booking by email. If the time you chose is no longer available or an unexpected conflict
          arises, we may propose another time; we will always tell you as early as we can.
        </li>
        <li>
          You can reschedule or cancel using the link in your confirmation email. If you cannot attend, please let us
          know in advance so the slot can be offered to someone else.
        </li>
        <li>
          Consultations are free, exploratory conversations. Anything we say during them is general information, not a
          binding offer, until it is set out in a written proposal or agreement.
        </li>
      </ul>

      <h2>Free AI-interview offer for event registrants</h2>
      <p>
        From time to time we run offers for people who register through our event pages. Where the offer page says so,
        eligible registrants can receive up to 15 free AI interviews. The following conditions apply:
      </p>
      <ul>
        <li>The offer is intended for businesses evaluating our AI-powered interview service.</li>
        <li>
          It is subject to fair use and availability. We may confirm your eligibility before activating it and may
          decline or end it where we reasonably suspect misuse, such as duplicate registrations or automated
          submissions.
        </li>
        <li>
          The free interviews have no cash value, cannot be transferred or resold and cannot be exchanged for other
          services.
        </li>
        <li>
          Any period of validity or additional conditions will be explained on the offer page or in our confirmation to
          you.
        </li>
        <li>
          We may change or withdraw the offer for future registrants. Interviews we have already confirmed to you in
          writing will be honoured, except in cases of misuse.
        </li>
        <li>
          Using the interviews with real candidates may require you to accept our service terms, which will govern how
          candidate data is handled.
        </li>
      </ul>

      <h2>Intellectual property</h2>
      <p>
        The website and its content – text, graphics, logos, case studies, articles, videos and software – belong to us
        or to our licensors and are protected by copyright, trade mark and other laws. You may view, download and print
        pages for your own internal business use, and share links to them. You may not copy, republish, sell or create
        derivative works from our content, or use our name or logos, without our written permission. Names and logos of
        clients and partners belong to their respective owners.
      </p>

      <h2>Acceptable use</h2>
      <p>When you use the website, you must not:</p>
      <ul>
        <li>break any law or infringe anyone else’s rights;</li>
        <li>submit false, misleading or someone else’s details without their permission;</li>
        <li>send spam, malicious code or content that is offensive, defamatory or unlawful;</li>
        <li>
          try to gain unauthorised access to the website, its admin area or our systems, or probe, scan or test their
          vulnerability without our written permission;
        </li>
        <li>overload the website, circumvent our rate limits or scrape it with automated tools;</li>
        <li>use the website or its content to build a competing service or to train AI models.</li>
      </ul>
      <p>
        We may block access or refuse requests that breach these rules. If you find a security issue, please report it
        to <a href={`mailto:${site.email}`}>{site.email}</a> and give us a reasonable chance to fix it before disclosing
        it.
      </p>

      <h2>Links to other websites</h2>
      <p>
        The website links to third-party sites such as our social media pages and embeds videos from other platforms.
        Those services are run by others, under their own terms and privacy policies, and we are not responsible for
        their content.
      </p>

      <h2>No warranty</h2>
      <p>
        We work to keep the website accurate and up to date, but it is provided “as is” and “as available”. Content such
        as articles, case studies, salary or market figures and AI-generated recommendations is general information and
        may not suit your circumstances; it is not professional, legal or financial advice. To the extent the law
        allows, we give no warranties, express or implied, about the website, including that it will be error-free,
        secure or uninterrupted.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        The website is provided free of charge. To the extent the law allows, we are not liable for any indirect or
        consequential loss, or for loss of profit, revenue, business, goodwill or data, arising from your use of, or
        inability to use, the website or anything on it.
      </p>
      <p>
        Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for
        fraud, or for anything else that cannot be limited or excluded by law. If you are a consumer, you keep any
        mandatory rights you have under the laws of your country.
      </p>

      <h2>Privacy</h2>
      <p>
        Our <a href="/privacy-policy">Privacy Policy</a> and <a href="/cookie-policy">Cookie Policy</a> explain how we
        handle personal data collected through the website.
      </p>

      <h2>Governing law and jurisdiction</h2>
      <p>
        These terms and any dispute about them or the website are governed by the laws of India. The courts of{" "}
        {site.address.city},{site.address.region}, have exclusive jurisdiction, except that nothing prevents a consumer
        from bringing a claim in the courts of the country where they live if the law gives them that right.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows the latest version, which
        applies from the moment it is published. If you keep using the website after a change, you accept the updated
        terms.
      </p>

      <h2>General</h2>
      <p>
        If any part of these terms is found unenforceable, the rest remains in effect. If we do not enforce a right
        straight away, we can still enforce it later.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms can be sent to <a href={`mailto:${site.email}`}>{site.email}</a> or by post to{" "}
        {site.legalName}, {formatAddress()}. For privacy questions, write to{" "}
        <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>.
      </p>
    </>
  );
}

export default TermsOfService;
