import { StatusChip } from '@marketplace/shared';
import * as styles from './savedSearches.module.css';

/** A saved search's criteria as chips under its name ('To Let', 'Ancoats', '£800 – £1,200 pcm'), as the API words them. */
export function SearchCriteria({ criteria }: { criteria: readonly string[] }) {
  if (criteria.length === 0) return null;
  return (
    <ul className={styles.criteria} aria-label="Criteria">
      {criteria.map((chip) => (
        <li key={chip}>
          <StatusChip>{chip}</StatusChip>
        </li>
      ))}
    </ul>
  );
}
