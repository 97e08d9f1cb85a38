import { Link, useLocation } from 'react-router-dom';
import { signInLink } from '../auth/redirect';
import { StaticPage } from './StaticPage';

export function ServicesPage() {
  const location = useLocation();
  return (
    <StaticPage
      title="Services on Roofline"
      intro="Find trusted people to help with your home, or list the service you offer to landlords, hosts and movers."
    >
      <section>
        <h2>Finding a service</h2>
        <p>
          Removal firms, cleaners, handymen, electricians, plumbers, gardeners, inventory clerks and many more list their services on
          Roofline. Search for a service on the map the same way you search for a property: choose the occupation, type the area, and every
          provider working there appears with their reviews and prices.
        </p>
        <p>
          <Link to="/?search=services">Search for a service on the map</Link>
        </p>
        <p>
          Message a provider to describe the job, or book an appointment straight from their service page. After the job you can leave a
          review so others know what to expect.
        </p>
      </section>
      <section>
        <h2>Offering a service</h2>
        <ol>
          <li>
            <Link to={signInLink('/register', location)}>Create an account</Link> or{' '}
            <Link to={signInLink('/login', location)}>sign in</Link>.
          </li>
          <li>
            Choose <Link to="/add-edit-service">Add Service</Link>, pick your occupation and describe what you do, where you work and how
            you charge.
          </li>
          <li>Add photos of your work and publish. Your service appears on the map for customers nearby.</li>
          <li>Reply to messages and appointment requests from your dashboard, and collect reviews as you go.</li>
        </ol>
      </section>
      <section>
        <h2>Advertising a property</h2>
        <p>
          Landlords, sellers and hosts can advertise homes for sale, long-term lets, short stays and rooms. Add the address, photos, rooms
          and prices, set availability for short stays, and preview the advert before it goes live. Any fee for advertising or bookings is
          shown before you pay it. Start with <Link to="/add-edit-ad">Add Property</Link>.
        </p>
      </section>
    </StaticPage>
  );
}
