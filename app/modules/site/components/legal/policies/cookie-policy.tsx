import { site } from "#app/content/site";
import { ChangeConsentButton } from "#app/features/consent/change-consent-button";

const cell = "border-b border-ink-200 py-2 pr-4";

/** The Cookie Policy text; the legal page frame renders the title and the "Last updated" date. */
export function CookiePolicy() {
  return (
    <>
      <p>
        This policy explains how {site.legalName} (“{site.name}”, “we”, “us”) uses cookies and similar technologies on{" "}
        {site.url}. In short: we keep them to the minimum the website needs; we measure visits ourselves, without
        cookies unless you click “Accept All”; and we use no advertising cookies.
      </p>

      <h2>What cookies are</h2>
      <p>
        Cookies are small text files that a website stores in your browser so that it can remember something between
        pages or visits. “First-party” cookies are set by the website you are visiting; “third-party” cookies are set by
        other services whose content appears on it. Websites can also keep information in your browser’s local storage,
        which works in a similar way and which we cover in this policy too.
      </p>
      <p>
        Some cookies are strictly necessary for a website to work or to do what you have asked, and do not need your
        consent. Others, such as those used for analytics or advertising, may only be set with your consent.
      </p>

      <h2>The cookies we use</h2>
      <p>These are the only cookies this website sets:</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Name
            </th>
            <th scope="col" className={cell}>
              Purpose
            </th>
            <th scope="col" className={cell}>
              Type
            </th>
            <th scope="col" className={cell}>
              Duration
            </th>
            <th scope="col" className={cell}>
              Set by
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={cell}>
              <code>cookie-consent</code>
            </th>
            <td className={cell}>
              Remembers the choice you made in our cookie banner (<code>essential</code> or <code>all</code>) so that we
              respect it and do not ask again on every page.
            </td>
            <td className={cell}>Strictly necessary / preference</td>
            <td className={cell}>365 days</td>
            <td className={cell}>Us (first-party)</td>
          </tr>
          <tr>
            <th scope="row" className={cell}>
              <code>cookie-consent-id</code>
            </th>
            <td className={cell}>
              A random identifier under which we record your cookie choices, so that you can look up or withdraw a
              choice you made. It says nothing about you.
            </td>
            <td className={cell}>Strictly necessary</td>
            <td className={cell}>365 days</td>
            <td className={cell}>Us (first-party)</td>
          </tr>
          <tr>
            <th scope="row" className={cell}>
              <code>analytics-visitor</code>
            </th>
            <td className={cell}>
              A random identifier that lets our own analytics recognise your browser on a later visit, so we can tell
              which campaign or website first brought you to us. Set only after you click “Accept All”, and removed as
              soon as you choose “Essential Only”.
            </td>
            <td className={cell}>Analytics (with your consent)</td>
            <td className={cell}>13 months</td>
            <td className={cell}>Us (first-party)</td>
          </tr>
          <tr>
            <th scope="row" className={cell}>
              <code>__Host-admin-session</code>
            </th>
            <td className={cell}>
              Keeps our staff signed in to the staff-only admin area. It is never set for ordinary visitors.
            </td>
            <td className={cell}>Strictly necessary</td>
            <td className={cell}>Expires after a period of inactivity</td>
            <td className={cell}>Us (first-party)</td>
          </tr>
        </tbody>
      </table>
      <p>
        The <code>cookie-consent</code>, <code>cookie-consent-id</code> and <code>analytics-visitor</code> cookies apply
        to the whole website (path <code>/</code>) and are sent only with requests to our own site (
        <code>SameSite=Lax</code>). The <code>__Host-admin-session</code> cookie can only be sent over a secure
        connection to our own domain and cannot be read by scripts on the page.
      </p>

      <h2>Local storage</h2>
      <p>
        We also save your cookie choice in your browser’s local storage under the same name, <code>cookie-consent</code>
        , so that the banner does not reappear if the cookie cannot be read. It holds only the value{" "}
        <code>essential</code> or <code>all</code>. The random identifier of your choices is kept there too, as{" "}
        <code>cookie-consent-id</code>.
      </p>
      <p>
        If you use our content recommendations, the interests you type are kept in your browser, not in an account with
        us. They are sent to our server only to work out suggestions and are not stored against you. Clearing the site
        data for our website removes anything kept in your browser.
      </p>

      <h2>Proof of your choice</h2>
      <p>
        When you choose an option in the banner, we also record on our server your browser’s random identifier (
        <code>cookie-consent-id</code>), your choice, the version of this policy and the time. This record lets us show
        that we respected your choice, and the identifier lets you look it up or withdraw it: choosing “Essential Only”
        again is recorded under the same identifier. The record does not contain your name, email address or IP address.
        We keep it for 5 years. See our <a href="/privacy-policy">Privacy Policy</a> for more.
      </p>

      <h2>Analytics</h2>
      <p>
        We count visits with our own small script, sent only to our own server: no analytics company receives anything.
        It records the pages you view, the website or campaign link that brought you (the referring site, the{" "}
        <code>utm_</code> tags of the link and an advertising click identifier if the link carried one), the first time
        you type into one of our forms, and whether you use a phone, tablet or computer.
      </p>
      <p>
        <strong>Until you click “Accept All”</strong>, and always when your browser sends a Global Privacy Control or Do
        Not Track signal, no cookie or browser storage is used for this. Our server recognises your browser for the
        current day only, by a one-way hash of your IP address and browser version mixed with a random value that
        changes every day and is then deleted, so nothing links your visits across days. Your IP address is never
        stored.
      </p>
      <p>
        <strong>After you click “Accept All”</strong>, we set the <code>analytics-visitor</code> cookie described above,
        so that a visit can be linked to a later one for up to 13 months. The pages you viewed in the same tab before
        clicking, since you last opened or reloaded our site there, are linked to it too: the page holds a random number
        in memory for this, which is never stored in your browser. If you choose “Essential Only” afterwards, the cookie
        is deleted at once and your later visits are no longer linked.
      </p>
      <p>
        When you send one of our forms, we note which visit brought you (the first and the most recent) with your
        request. Signed-in staff and automated visitors are not counted. Visit records are kept for 400 days and then
        reduced to daily totals that identify nobody; asking us to erase your data removes them with your request.
      </p>

      <h2>Advertising</h2>
      <p>
        We do not set advertising or tracking cookies, and we do not allow third parties to set them through our
        website.
      </p>

      <h2>Changing your choice</h2>
      <p>You can change your mind at any time:</p>
      <ul>
        <li>
          Use the button below to open the cookie banner again and choose afresh. Choosing “Essential Only” withdraws
          your consent to anything optional; your new choice is recorded with the same identifier.
        </li>
        <li>
          Clear the cookies and site data for our website in your browser’s settings (usually under Privacy or Site
          settings). Clearing both the cookie and local storage removes your saved choice, and the banner will appear
          again on your next visit so that you can choose afresh.
        </li>
        <li>
          Most browsers also let you block or delete cookies in general. Blocking the <code>cookie-consent</code> cookie
          will not stop the website from working, but you may see the banner more often.
        </li>
      </ul>
      <ChangeConsentButton />

      <h2>Third-party content</h2>
      <p>
        Some pages feature videos hosted by other platforms, such as YouTube. To protect your privacy, an embedded video
        is only loaded when you choose to open it. Once it loads, the platform that hosts it may set its own cookies and
        collect data under its own privacy policy, which we do not control.
      </p>
      <p>
        Links to our social media profiles and other external websites open in a new tab. Those websites are governed by
        their own cookie and privacy policies, and we recommend that you read them.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will update this policy whenever we change the cookies or similar technologies we use. The date at the top of
        this page shows when it was last revised, and each version is numbered so that we know which one you saw when
        you made your choice.
      </p>

      <h2>Contact</h2>
      <p>
        If you have questions about cookies on this website, email{" "}
        <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>.
      </p>
    </>
  );
}

export default CookiePolicy;
