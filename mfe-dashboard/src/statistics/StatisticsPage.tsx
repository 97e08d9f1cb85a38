import { lazy, Suspense, useState } from 'react';
import { Alert, Card, FilterChip, STATISTICS_PERIODS, type DashboardStatistics, type StatisticsPeriod } from '@marketplace/shared';
import type { PageProps } from '../layout/dashboardPages';
import { useApi } from '../layout/useApi';
import { FIGURE_SLOTS, activityDay, figuresOf } from './figures';
import { isNewcomer } from './onboarding';
import { Onboarding } from './Onboarding';
import * as styles from './statistics.module.css';

// uPlot is downloaded with this page only.
const ActivityChart = lazy(() => import('./ActivityChart'));

/** The landing page after sign-in: the user's figures and their activity over 7, 30 or 90 days. */
export default function StatisticsPage({ params, started }: PageProps) {
  const [period, setPeriod] = useState<StatisticsPeriod>(30);
  const { data, error, loading } = useApi<{ data: DashboardStatistics }>(`api/user/statistics?days=${period}`, started);
  const stats = data?.data;
  return (
    <>
      {isNewcomer(params.is_boarded) && <Onboarding />}
      {error && <Alert tone="error">{error}</Alert>}
      {/* The figures' cards stand, empty, while they load, so the activity below does not jump. */}
      {(stats || loading) && (
        <ul className={styles.figures} aria-label="Your figures" aria-busy={!stats}>
          {stats
            ? figuresOf(stats).map((f) => (
                <Card as="li" tone="flat" padding="small" key={f.key} data-figure={f.key}>
                  <span className={styles.figureLabel}>{f.label}</span>
                  <span className={styles.figureValue}>{f.value}</span>
                </Card>
              ))
            : FIGURE_SLOTS.map((f) => (
                <Card as="li" tone="flat" padding="small" key={f.key}>
                  <span className={styles.figureLabel}>{f.label}</span>
                  <span className={styles.figureValue}>{'\u00a0'}</span>
                </Card>
              ))}
        </ul>
      )}
      <h2 className={styles.section}>Activity</h2>
      <div className={styles.periods} role="group" aria-label="Period">
        {STATISTICS_PERIODS.map((days) => (
          <FilterChip key={days} selected={period === days} onChange={() => setPeriod(days)}>
            {days} days
          </FilterChip>
        ))}
      </div>
      {loading && !stats && <p role="status">Loading…</p>}
      {stats && (
        <Card tone="flat" className={styles.activity}>
          <div className={styles.chart}>
            <Suspense fallback={<p role="status">Loading the chart…</p>}>
              <ActivityChart series={stats.series} />
            </Suspense>
          </div>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Activity per day over ${stats.period} days`}>
            <table className={styles.table}>
              <caption className="visually-hidden">Views, enquiries and bookings per day over the last {stats.period} days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Views</th>
                  <th scope="col">Enquiries</th>
                  <th scope="col">Bookings</th>
                </tr>
              </thead>
              <tbody>
                {[...stats.series].reverse().map((d) => (
                  <tr key={d.day}>
                    <th scope="row">
                      <time dateTime={d.day}>{activityDay(d.day)}</time>
                    </th>
                    <td>{d.views}</td>
                    <td>{d.enquiries}</td>
                    <td>{d.bookings}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </>
  );
}
