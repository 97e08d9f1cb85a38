import { ListingsPage } from './ListingsPage';
import { ADVERTS } from './listingKinds';

export default function PortfolioPage() {
  return <ListingsPage kind={ADVERTS} />;
}
