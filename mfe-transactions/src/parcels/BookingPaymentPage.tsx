import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function BookingPaymentPage() {
  return (
    <Frame label="Booking Payment" className={styles.page}>
      <h1 className={styles.heading}>Booking Payment</h1>
    </Frame>
  );
}

export default reactParcel(BookingPaymentPage);
