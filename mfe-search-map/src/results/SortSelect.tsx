import { useId } from 'react';
import type { SortOption } from '@marketplace/shared';
import { SORT_SELECT_OPTIONS } from '../filters/options';
import * as styles from './ResultsList.module.css';

/** A list's 'Sort by' box (Newest, Oldest, Lowest Price, Highest Price): the properties' and the providers'. */
export function SortSelect({ value, onSort }: { value: SortOption; onSort(sort: SortOption): void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.srOnly}>
        Sort by
      </label>
      <select id={id} className={styles.sort} value={value} onChange={(event) => onSort(Number(event.target.value) as SortOption)}>
        {SORT_SELECT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
