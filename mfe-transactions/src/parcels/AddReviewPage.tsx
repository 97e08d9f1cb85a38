import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function AddReviewPage() {
  return (
    <Frame label="Add Review" className={styles.page}>
      <h1 className={styles.heading}>Add Review</h1>
    </Frame>
  );
}

export default reactParcel(AddReviewPage);
