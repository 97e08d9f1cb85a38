import { Link } from 'react-router-dom';
import { StaticPage, SupportEmail } from './StaticPage';

export function ContactPage() {
  return (
    <StaticPage title="Contact us" intro="We are a small team and read every message ourselves.">
      <section>
        <h2>Support</h2>
        <p>
          For help with your account, an advert, a booking or a payment, e-mail <SupportEmail />. Tell us the advert or booking number if
          you have one, and the e-mail address you signed up with. We reply within two working days, usually sooner.
        </p>
        <p>Telephone support is coming; until then e-mail is the quickest way to reach us.</p>
      </section>
      <section>
        <h2>Before you write</h2>
        <ul>
          <li>
            Most questions about searching, viewings, short stays and reviews are answered in our <Link to="/qna">Q&amp;A</Link>.
          </li>
          <li>
            To report an advert, open it and choose <em>Report</em>; that sends it straight to our moderation queue.
          </li>
          <li>
            For a problem with a stay you have booked, use <em>Raise an issue</em> on the booking in your dashboard, so the host sees it
            too.
          </li>
        </ul>
      </section>
      <section>
        <h2>Your personal data</h2>
        <p>
          To see, correct or delete the personal data we hold about you, e-mail <SupportEmail /> with the subject &ldquo;Data
          request&rdquo;. Our <Link to="/privacy-policy">privacy policy</Link> explains your rights.
        </p>
      </section>
      <section>
        <h2>Press and partnerships</h2>
        <p>
          Journalists, letting agents and service companies who would like to work with us can write to the same address; put
          &ldquo;Partnership&rdquo; or &ldquo;Press&rdquo; in the subject and it will reach the right person.
        </p>
      </section>
    </StaticPage>
  );
}
