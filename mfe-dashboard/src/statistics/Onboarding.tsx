import { AppLink, Card } from '@marketplace/shared';
import * as styles from './statistics.module.css';

/** A new user's first steps: an advert, a service, and the contact details adverts show. */
export function Onboarding() {
  return (
    <Card as="section" tone="flat" className={styles.onboarding} aria-labelledby="onboarding-heading">
      <h2 id="onboarding-heading">Welcome to Roofline</h2>
      <p>Three steps get you in front of buyers, tenants and guests.</p>
      <ol className={styles.steps}>
        <li>
          <AppLink to="/add-edit-ad">Add Property</AppLink>
          <span> — list a home to sell, let or book by the night.</span>
        </li>
        <li>
          <AppLink to="/add-edit-service">Add Service</AppLink>
          <span> — offer a trade or service to people nearby.</span>
        </li>
        <li>
          <AppLink to="/dashboard-user-settings">User Settings</AppLink>
          <span> — add your contact details and choose what your adverts show.</span>
        </li>
      </ol>
    </Card>
  );
}
