import { formatAddress, site } from "#app/content/site";

/** The Privacy Policy text; the legal page frame renders the title and the "Last updated" date. */
export function PrivacyPolicy() {
  const privacyLink = <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>;
  return (
    <>
      <p>
        This policy explains what personal data {site.legalName} collects through {site.url}, why we collect it, who we
        share it with, how long we keep it and the choices and rights you have. If anything is unclear, write to us at{" "}
        {privacyLink}.
      </p>

      <h2>Who we are</h2>
      <p>
        {site.legalName} (“{site.name}”, “we”, “us”) provides AI, data, low-code and quality-assurance specialists to
        hiring companies, together with AI-powered interviews and screening, AI agents and AI project development. We
        are the controller of the personal data described in this policy (a “Data Fiduciary” under India’s Digital
        Personal Data Protection Act, 2023). Our registered address is {formatAddress()}.
      </p>

      <h2>What we collect and when</h2>
      <p>
        We only collect the personal data you give us through the forms on this website, plus a small amount of
        technical data needed to run it securely.
      </p>
      <h3>Booking a consultation</h3>
      <p>
        Your name, email address, company, your message, the date and time you choose and your browser’s time zone (so
        we show and confirm the slot in your local time). A phone number is optional.
      </p>
      <h3>Requesting an AI interview</h3>
      <p>Your name, email address, phone number, the job role and the experience level the interview should cover.</p>
      <h3>Registering for an event offer</h3>
      <p>Your name, email address, company and industry. A phone number is optional.</p>
      <h3>Submitting a question for a virtual panel</h3>
      <p>Your name, email address and the question you want the panel to consider.</p>
      <h3>Content recommendations</h3>
      <p>
        If you type your interests to get reading suggestions, those interests are kept in your own browser. They are
        sent to our server only to work out the suggestions and are not stored against you or linked to your identity.
      </p>
      <h3>Technical data</h3>
      <ul>
        <li>
          With each form submission we store a one-way hash of your IP address, which helps us spot spam and abuse. Our
          staff may also add notes about their contact with you.
        </li>
        <li>
          Our server logs record requests for security and troubleshooting. They hold only a one-way hash of your IP
          address (and, where a form was sent, of your email address) – never the contents of your forms.
        </li>
        <li>
          To protect our forms from abuse, we keep a short-lived counter of requests per IP address, which expires
          automatically.
        </li>
        <li>
          When you make a choice in our cookie banner we record a random identifier, your choice, the version of our
          cookie policy and the time, so that we can show that we respected it. Cookies are explained in our{" "}
          <a href="/cookie-policy">Cookie Policy</a>.
        </li>
      </ul>
      <ul>
        <li>
          We count visits to our website ourselves, to learn which pages and campaigns bring enquiries: the pages
          viewed, the referring website or campaign link, the first input into a form, and the kind of device. Until you
          click “Accept All” in the cookie banner (and always when your browser sends Global Privacy Control or Do Not
          Track), your browser is recognised for one day only, by a hash of your IP address and browser mixed with a
          random value deleted every day; your IP address is never stored. After “Accept All”, a random identifier in
          the <code>analytics-visitor</code> cookie links your visits for up to 13 months. When you send a form, the
          visit that brought you is stored with your request. Details are in our{" "}
          <a href="/cookie-policy">Cookie Policy</a>.
        </li>
      </ul>
      <p>We do not use advertising cookies, we do not buy personal data and we do not sell yours.</p>

      <h2>Why we use your data and our legal bases</h2>
      <ul>
        <li>
          <strong>To answer your request</strong> – arranging and holding your consultation, setting up the AI interview
          you asked for, applying the event offer you registered for and passing your question to the panel. We rely on
          the steps you asked us to take before a possible contract and on our legitimate interest in responding to
          business enquiries.
        </li>
        <li>
          <strong>To follow up with you</strong> about the request you made, for example to confirm, reschedule or send
          details of a meeting. This is based on our legitimate interests; we do not add you to marketing mailing lists
          without your consent.
        </li>
        <li>
          <strong>To keep the website secure</strong> – logs, rate limiting and abuse prevention, based on our
          legitimate interest in protecting our service and its users.
        </li>
        <li>
          <strong>To prove consent and meet legal duties</strong> – keeping the record of your cookie choice and
          answering requests from authorities, based on our legal obligations.
        </li>
      </ul>
      <p>
        Where we rely on your consent, you can withdraw it at any time; doing so does not affect what we did before you
        withdrew it.
      </p>

      <h2>Who receives your data</h2>
      <p>Your data is seen only by people and providers who need it:</p>
      <ul>
        <li>
          <strong>Our team</strong> – sales and delivery staff see enquiries in a staff-only admin area that requires
          sign-in.
        </li>
        <li>
          <strong>Our hosting provider</strong>, which runs our servers and the PostgreSQL database in which form data
          is stored.
        </li>
        <li>
          <strong>Our email delivery provider</strong>, which sends confirmation and follow-up emails on our behalf.
        </li>
        <li>
          <strong>Authorities or advisers</strong>, where the law requires it or to establish or defend legal claims.
        </li>
      </ul>
      <p>
        Our providers act as processors: they may only use your data on our instructions, under written contracts that
        require them to keep it confidential and secure.
      </p>

      <h2>International transfers</h2>
      <p>
        We are based in India and work with clients in many countries, including the European Union and the United
        Kingdom. Your data may therefore be processed in India or in the countries where our providers operate. When we
        transfer personal data from the EU or UK to a country that does not have an adequacy decision, we use the
        European Commission’s Standard Contractual Clauses (with the UK addendum where relevant) and additional
        safeguards where needed. More detail is in our <a href="/gdpr-compliance">GDPR Compliance</a> page.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Enquiries, AI-interview requests, event registrations and panel questions: 24 months after our last contact
          with you, then erased.
        </li>
        <li>Consultation bookings: 24 months, then erased.</li>
        <li>Records of your cookie choice: 5 years, as proof of consent.</li>
        <li>Rate-limit counters: a short period, after which they expire automatically.</li>
      </ul>
      <p>If you ask us to erase your data sooner, we will do so unless the law requires us to keep it.</p>

      <h2>How we protect it</h2>
      <p>
        All traffic to this website is encrypted in transit. Access to the admin area is limited to authorised staff,
        protected by a secure session, and granted only to those who need it. Our logs avoid storing raw IP addresses,
        email addresses or form contents. No system is perfectly secure, but we review our measures regularly and will
        tell you and the relevant authorities if a breach puts your data at risk, as the law requires.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us for access to your data, to correct it, to receive a copy in a portable format or to erase it.
        Depending on where you live you may also be able to restrict or object to our use of it, to withdraw consent
        and, under India’s Digital Personal Data Protection Act, 2023, to nominate another person to exercise your
        rights and to have your grievances addressed. Email {privacyLink} from the address you used on our forms; we
        answer within 30 days and free of charge. Our <a href="/gdpr-compliance">GDPR Compliance</a> page explains each
        right and how to complain to a supervisory authority.
      </p>

      <h2>Children</h2>
      <p>
        This website and our services are meant for businesses and professionals. They are not directed at anyone under
        18, and we do not knowingly collect data from children. If you believe a child has sent us personal data, please
        contact us and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will update this policy when our practices or the law change. The date at the top of this page shows when it
        was last revised. If a change materially affects how we use data you have already given us, we will tell you
        before it takes effect.
      </p>

      <h2>Contact us</h2>
      <p>
        For any question about this policy or your personal data, email {privacyLink} or write to {site.legalName},{" "}
        {formatAddress()}.
      </p>
    </>
  );
}

export default PrivacyPolicy;
