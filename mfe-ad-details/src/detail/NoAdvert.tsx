import * as styles from './detail.module.css';

/** The detail view without an advert (spec 000 §2). */
export function NoAdvert() {
  return (
    <div className={styles.noData}>
      <p className={styles.noDataTitle}>No results to show</p>
      <p>Please choose property advertise</p>
    </div>
  );
}
