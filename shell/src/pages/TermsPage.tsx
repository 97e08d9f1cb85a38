import { Link } from 'react-router-dom';
import { StaticPage, SupportEmail } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms and Conditions"
      intro="The agreement between you and Roofline when you use the marketplace. Please read it before you advertise or book."
    >
      <section>
        <h2>1. About these terms</h2>
        <p>
          These terms apply to everyone who uses Roofline, whether browsing, advertising, booking or offering a service. By creating an
          account you agree to them. They are governed by the law of England and Wales; if you live in Scotland or Northern Ireland you may
          also bring proceedings in your local courts.
        </p>
      </section>
      <section>
        <h2>2. What Roofline is</h2>
        <p>
          Roofline is a marketplace. We provide the tools for advertisers and customers to find each other, talk and book. We are not an
          estate or letting agent, and we are not a party to any sale, tenancy, stay or service agreed between users. Each advertiser is
          responsible for their own legal obligations, such as landlord licensing, deposit protection, right-to-rent checks, gas and
          electrical safety, and their tax.
        </p>
      </section>
      <section>
        <h2>3. Your account</h2>
        <ul>
          <li>You must be 18 or over and give accurate details.</li>
          <li>Keep your password to yourself; you are responsible for what happens on your account.</li>
          <li>
            Tell us at <SupportEmail /> straight away if you think someone else has used it.
          </li>
        </ul>
      </section>
      <section>
        <h2>4. Advertising</h2>
        <ul>
          <li>
            Adverts must describe a real property or service you are entitled to offer, with accurate photos, prices and fees. Hidden
            charges are not allowed: every fee a customer pays must be shown in the advert.
          </li>
          <li>Adverts must not discriminate on grounds protected by the Equality Act 2010.</li>
          <li>
            Some advertising features and bookings carry a fee. Any fee is shown to you, with VAT where it applies, before you commit to pay
            it.
          </li>
          <li>
            We may remove an advert that breaks these terms or the law, or that users report and we find misleading, and we will tell you
            why.
          </li>
        </ul>
      </section>
      <section>
        <h2>5. Bookings and payments</h2>
        <p>
          A booking is a contract between the guest and the host, on the terms, prices and cancellation rules shown in the advert when it
          was made. Payments for stays are taken by our payment provider and passed to the host under the provider&rsquo;s terms. If
          something goes wrong with a stay, raise an issue on the booking so both sides and our team can see it.
        </p>
      </section>
      <section>
        <h2>6. Reviews, messages and content</h2>
        <p>
          Reviews must be honest and based on your own experience. Messages must not be abusive, spam or attempts to take payment outside
          Roofline. You keep the rights in what you upload, and give us a licence to show it on Roofline for as long as it is published.
        </p>
      </section>
      <section>
        <h2>7. Our responsibility</h2>
        <p>
          We work hard to keep Roofline available and safe, but we cannot check every advert or guarantee any user. Nothing in these terms
          limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited
          under UK law, and your statutory rights as a consumer are not affected.
        </p>
      </section>
      <section>
        <h2>8. Ending your use</h2>
        <p>
          You can close your account at any time by e-mailing <SupportEmail />. We may suspend or close an account that seriously or
          repeatedly breaks these terms. Our <Link to="/privacy-policy">privacy policy</Link> explains what happens to your data.
        </p>
      </section>
      <section>
        <h2>9. Changes</h2>
        <p>
          We may update these terms as the service changes. We will give signed-in users at least 30 days&rsquo; notice by e-mail of a
          change that affects them; continuing to use Roofline after that means you accept it.
        </p>
      </section>
    </StaticPage>
  );
}
