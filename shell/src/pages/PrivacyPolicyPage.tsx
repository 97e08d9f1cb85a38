import { Link } from 'react-router-dom';
import { StaticPage, SupportEmail } from './StaticPage';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro="How Roofline collects, uses and protects your personal data under the UK GDPR and the Data Protection Act 2018."
    >
      <section>
        <h2>Who we are</h2>
        <p>
          Roofline (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs the Roofline marketplace and is the controller of the personal data described
          here. You can reach us about anything in this policy at <SupportEmail />.
        </p>
      </section>
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, password (stored only as a secure hash) and, if you add one, your
            photo.
          </li>
          <li>
            <strong>Adverts and services:</strong> the addresses, descriptions, photos, prices and availability you publish, and your
            contact preferences for each advert.
          </li>
          <li>
            <strong>Bookings and payments:</strong> the dates, guests and prices of viewings and stays. Card payments are handled by our
            payment provider; we never see or store your full card number.
          </li>
          <li>
            <strong>Messages, reviews and reports</strong> you send through Roofline, and the notifications we send you.
          </li>
          <li>
            <strong>Searches</strong> you run, such as the place, price range and map area, so we can show results.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and error logs, kept to keep the service secure and working.
          </li>
        </ul>
      </section>
      <section>
        <h2>Why we use it, and our lawful basis</h2>
        <ul>
          <li>
            To provide your account, adverts, messages and bookings: <em>performance of our contract with you</em>.
          </li>
          <li>
            To prevent fraud, moderate reported adverts and keep the service secure: <em>our legitimate interests</em>.
          </li>
          <li>
            To keep financial records of payments: <em>legal obligation</em>.
          </li>
          <li>
            To remember your cookie choice and, if you agree, anything optional: <em>your consent</em>, which you can withdraw at any time.
          </li>
        </ul>
        <p>We do not sell your data, and we do not use it for advertising profiles.</p>
      </section>
      <section>
        <h2>Who we share it with</h2>
        <p>
          Other users see what you choose to publish: your adverts, your public name and photo, and your reviews. An advertiser sees the
          messages and booking requests you send them. We also use carefully chosen processors: hosting, e-mail delivery, realtime
          messaging, mapping and payments. They act only on our instructions. Where a processor handles data outside the UK, we rely on UK
          adequacy regulations or the ICO&rsquo;s International Data Transfer Agreement.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep your account data while your account is open. When you delete your account we remove your adverts, photos and profile
          within 30 days. Booking and payment records are kept for six years to meet UK tax and accounting rules. Technical logs are kept
          for no more than 90 days.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You have the right to access your data, to have it corrected or erased, to restrict or object to how we use it, and to receive a
          copy of data you gave us in a portable format. To use any of these rights, e-mail <SupportEmail />. We reply within one month.
        </p>
        <p>
          If you are unhappy with how we have handled your data, you can complain to the Information Commissioner&rsquo;s Office (ICO) at{' '}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113. We would appreciate the chance to put things
          right first.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use only the cookies needed to run the service. Our <Link to="/cookie-policy">cookie policy</Link> lists them.
        </p>
      </section>
      <section>
        <h2>Changes to this policy</h2>
        <p>When we change this policy in a way that matters, we will tell signed-in users by e-mail before it applies.</p>
      </section>
    </StaticPage>
  );
}
