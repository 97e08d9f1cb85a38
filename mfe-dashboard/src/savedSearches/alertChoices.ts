import { formatDate, type AlertFrequency, type SavedSearch } from '@marketplace/shared';

/** How each frequency reads on the page and in its select. */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'No alerts',
};

/** 'Instantly', 'Daily (paused)', 'No alerts'. */
export function alertStatus(search: Pick<SavedSearch, 'frequency' | 'paused'>): string {
  const label = FREQUENCY_LABELS[search.frequency];
  return search.paused && search.frequency !== 'off' ? `${label} (paused)` : label;
}

/** '12 homes match now', '1 home matches now'; 'Counting matches…' until the alert job has counted a new search. */
export function matchesText(matches: number | null): string {
  if (matches === null) return 'Counting matches…';
  return `${matches.toLocaleString('en-GB')} ${matches === 1 ? 'home matches' : 'homes match'} now`;
}

/** 'Last alert 12/11/2026' or 'No alert sent yet'. */
export function lastAlertText(lastAlertAt: string | null): string {
  if (!lastAlertAt) return 'No alert sent yet';
  return `Last alert ${formatDate(lastAlertAt)}`;
}
