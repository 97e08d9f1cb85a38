import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import * as styles from './parcels.module.css';

function SubmitConfirmation() {
  return (
    <Frame label="Submission" className={styles.page}>
      <h1 className={styles.heading}>Submission</h1>
    </Frame>
  );
}

export default reactParcel(SubmitConfirmation);
