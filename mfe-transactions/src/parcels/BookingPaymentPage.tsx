import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { BookingPayment } from '../payments/BookingPayment';
import type { Exposes } from '../public-surface';

const sessionIdOfPage = () => new URLSearchParams(window.location.search).get('session_id');

function BookingPaymentPage({ token }: Exposes['./BookingPaymentPage']) {
  return (
    <Frame label="Booking Payment">
      {token ? <BookingPayment token={token} sessionId={sessionIdOfPage()} /> : <p role="alert">This payment link is not valid.</p>}
    </Frame>
  );
}

export default reactParcel(BookingPaymentPage);
