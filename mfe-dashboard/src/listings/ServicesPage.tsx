import { ListingsPage } from './ListingsPage';
import { SERVICES } from './listingKinds';

export default function ServicesPage() {
  return <ListingsPage kind={SERVICES} />;
}
