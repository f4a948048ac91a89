import { formatAddress, site } from "#app/content/site";

/** The GDPR Compliance text; the legal page frame renders the title and the "Last updated" date. */
export function GdprCompliance() {
  const privacyLink = <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>;
  return (
    <>
      <p>
        {site.legalName} (“{site.name}”, “we”, “us”) is based in India and works with hiring companies around the world,
        including in the European Union and the United Kingdom. When we handle personal data of people in those regions,
        the EU General Data Protection Regulation (GDPR) and the UK GDPR apply. We also comply with India’s Digital
        Personal Data Protection Act, 2023. This page explains what that means for you and how to use your rights. Our{" "}
        <a href="/privacy-policy">Privacy Policy</a> sets out exactly what we collect and why.
      </p>

      <h2>Our commitment</h2>
      <ul>
        <li>
          We collect only what each form needs. We count visits ourselves, without any cookie unless you accept it, and
          nothing is collected for advertising.
        </li>
        <li>We use your data only for the purpose you gave it to us for, and we do not sell it.</li>
        <li>
          We keep it only as long as we need it: enquiries for 24 months after our last contact, bookings for 24 months
          and records of cookie consent for 5 years.
        </li>
        <li>
          We limit access to authorised staff, keep our logs free of raw IP addresses, email addresses and form
          contents, and bind our providers by contract.
        </li>
      </ul>

      <h2>Our lawful bases</h2>
      <p>Under the GDPR we must have a lawful basis for each use of personal data. We rely on:</p>
      <ul>
        <li>
          <strong>Steps taken at your request before a contract</strong> – when you book a consultation, request an AI
          interview or register for an event offer with a view to working with us.
        </li>
        <li>
          <strong>Legitimate interests</strong> – responding to business enquiries and panel questions, following up on
          them, and keeping our website secure against spam and abuse. We only rely on this basis where our interests
          are not overridden by yours, and you can object at any time.
        </li>
        <li>
          <strong>Consent</strong> – for any optional cookies or tools we might introduce in the future, which would
          only load after you click “Accept All” in our cookie banner. See our{" "}
          <a href="/cookie-policy">Cookie Policy</a>.
        </li>
        <li>
          <strong>Legal obligation</strong> – keeping proof of consent and responding to lawful requests from
          authorities.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>Subject to some legal conditions, you have the right to:</p>
      <ul>
        <li>
          <strong>Access</strong> – ask whether we hold personal data about you and receive a copy of it, with details
          of how we use it.
        </li>
        <li>
          <strong>Rectification</strong> – have inaccurate data corrected or incomplete data completed.
        </li>
        <li>
          <strong>Erasure</strong> – ask us to delete your data, for example when we no longer need it or you have
          objected to our use of it.
        </li>
        <li>
          <strong>Restriction</strong> – ask us to pause using your data while a question about its accuracy or our use
          of it is resolved.
        </li>
        <li>
          <strong>Portability</strong> – receive the data you gave us in a structured, commonly used, machine-readable
          format, or have it sent to another organisation.
        </li>
        <li>
          <strong>Objection</strong> – object to our use of your data based on legitimate interests; we will stop unless
          we have compelling grounds. You can always object to direct marketing.
        </li>
        <li>
          <strong>Withdraw consent</strong> – where we rely on consent, withdraw it at any time, as easily as you gave
          it. This does not affect anything we did before.
        </li>
        <li>
          <strong>Not to be subject to solely automated decisions</strong> – with legal or similarly significant effects
          on you.
        </li>
      </ul>

      <h3>AI-powered interviews and screening</h3>
      <p>
        Our AI-powered interviews and screening help hiring teams assess candidates faster. They are an aid to human
        judgement, not a replacement for it: AI-generated scores and summaries are reviewed by a person, and no hiring
        decision is taken solely by automated means. If you have taken part in an AI interview, you can ask for an
        explanation of how it was assessed, give your point of view and ask for a person to review the result. Where we
        run interviews on behalf of a hiring company, that company decides on the hire, and we will pass your request to
        them and help them answer it.
      </p>

      <h2>How to exercise your rights</h2>
      <ul>
        <li>
          Email {privacyLink} from the email address you used on our forms, or mention that address in your message, and
          tell us which right you want to exercise.
        </li>
        <li>
          We verify your identity before acting, usually by replying to that email address. If we cannot confirm who you
          are, we may ask for a little more information, which we will use only for that purpose.
        </li>
        <li>
          We reply within one month of receiving your request. If a request is complex, we may extend this by up to two
          further months, and we will tell you why within the first month.
        </li>
        <li>
          Exercising your rights is free of charge. We may only charge a reasonable fee, or decline, if a request is
          manifestly unfounded or excessive, and we will explain why.
        </li>
      </ul>

      <h2>Complaints</h2>
      <p>
        If you are unhappy with how we handle your data, please contact us first so we can try to put it right. You also
        have the right to complain to a data protection supervisory authority – in the EU, the authority in the country
        where you live, work or where you believe the problem occurred; in the UK, the Information Commissioner’s Office
        (ICO). In India, once our grievance process has been used, you can approach the Data Protection Board of India.
      </p>

      <h2>Processors and international transfers</h2>
      <p>
        We use a small number of service providers to run the website: our hosting provider, which runs our servers and
        our PostgreSQL database, and our email delivery provider, which sends confirmation and follow-up emails. They
        act as processors under written agreements that meet Article 28 of the GDPR: they may process data only on our
        instructions, must keep it confidential and secure, and must help us respect your rights.
      </p>
      <p>
        Because we are based in India, your data is transferred outside the EU and the UK. India does not currently have
        an EU or UK adequacy decision, so we protect these transfers with the European Commission’s Standard Contractual
        Clauses, together with the UK International Data Transfer Addendum where UK data is involved, and with
        supplementary measures such as encryption in transit and strict access controls. You can ask us for a copy of
        the relevant safeguards by writing to {privacyLink}.
      </p>

      <h2>Personal data breaches</h2>
      <p>
        We maintain procedures to detect, investigate and contain security incidents. If a breach is likely to put your
        rights and freedoms at risk, we will notify the competent supervisory authority within 72 hours of becoming
        aware of it. If the risk to you is high, we will also tell you directly and without undue delay, explaining what
        happened and what you can do. Where India’s Digital Personal Data Protection Act, 2023 applies, we will also
        inform the Data Protection Board of India and each affected person as it requires.
      </p>

      <h2>Data protection contact</h2>
      <p>
        For any question about data protection or this page, write to {privacyLink} or by post to {site.legalName},{" "}
        {formatAddress()}, marked “Data Protection”.
      </p>
    </>
  );
}

export default GdprCompliance;
