import { Link } from 'react-router-dom';
import { StaticPage } from './StaticPage';

export function AboutPage() {
  return (
    <StaticPage
      title="About Roofline"
      intro="Roofline is a UK marketplace for homes, rooms, commercial space and the people who look after them."
    >
      <section>
        <h2>What we do</h2>
        <p>
          Roofline brings together everything you need when you move, let or look after a property. Landlords, sellers and hosts advertise
          homes for sale, long-term lets, short stays and single rooms. People looking for a place can say what they want to buy or rent.
          Tradespeople, cleaners, removal firms and other service providers list what they do and where they work.
        </p>
        <p>
          You search on a map rather than a list of postcodes: draw the area you care about, set your budget and the number of bedrooms, and
          every matching advert appears as a pin. Each advert shows its photos, rooms, prices, availability and reviews from people who
          stayed or lived nearby.
        </p>
      </section>
      <section>
        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Honest adverts.</strong> Every advert belongs to a signed-in account, and anyone can report an advert that looks wrong.
            We review every report.
          </li>
          <li>
            <strong>Reviews you can trust.</strong> Reviews of hosts and guests come from completed bookings, and neighbourhood reviews tell
            you what living on a street is really like.
          </li>
          <li>
            <strong>Talk before you commit.</strong> You can message an advertiser and book a viewing without handing over your phone number
            or e-mail address.
          </li>
          <li>
            <strong>Your data stays yours.</strong> We collect what we need to run the service and nothing for advertising. Our{' '}
            <Link to="/privacy-policy">privacy policy</Link> explains it in plain English.
          </li>
        </ul>
      </section>
      <section>
        <h2>Who we are</h2>
        <p>
          Roofline started in 2022 as a small team of engineers, designers and former letting agents who were tired of property portals
          built for agents rather than for people. We are still small, we still answer our own support e-mails, and we build the product in
          the open with the people who use it.
        </p>
        <p>
          Want to help? Have a look at our <Link to="/careers">careers page</Link>, or <Link to="/contact">get in touch</Link>.
        </p>
      </section>
    </StaticPage>
  );
}
