import { Card, type ReleaseDelivery, type ReleaseDeliveryFigures } from '@marketplace/shared';
import { BarChart } from './BarChart';

/** "50%" or "–". */
const rate = (value: number | null) => (value === null ? '–' : `${Math.round(value * 1000) / 10}%`);
/** "40 min (median of 2)" or "–". */
const minutes = (value: ReleaseDeliveryFigures['timeToRestore']) => (value ? `${value.median} min (median of ${value.count})` : '–');

/** "1.5 a day", "12.5%", "40 min": a chart's values in words. */
const perDay = (value: number) => `${value} a day`;
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
const inMinutes = (value: number) => `${value.toLocaleString('en-GB')} min`;

/**
 * How safely the teams deliver (issue 41, item 8): DORA's figures from the audit log over the last days,
 * per area and overall (release/delivery.mjs), as charts (one per figure, each area a bar) and as a table.
 */
export function Delivery({ delivery }: { delivery: ReleaseDelivery }) {
  const rows: [string, ReleaseDeliveryFigures][] = [...Object.entries(delivery.remotes), ['All areas', delivery.overall]];
  return (
    <Card as="section" className="release-delivery" aria-labelledby="release-delivery-title">
      <h2 id="release-delivery-title">Delivery, last {delivery.days} days</h2>
      <div className="release-charts">
        <BarChart
          title="Releases a day"
          bars={rows.map(([label, figures]) => ({ label, value: figures.releasesPerDay }))}
          format={perDay}
          missing="none"
        />
        <BarChart
          title="Change failure rate"
          bars={rows.map(([label, figures]) => ({
            label,
            value: figures.changeFailureRate === null ? null : figures.changeFailureRate * 100,
          }))}
          format={percent}
          missing="no releases"
        />
        <BarChart
          title="Time to restore (median)"
          bars={rows.map(([label, figures]) => ({ label, value: figures.timeToRestore?.median ?? null }))}
          format={inMinutes}
          missing="nothing to restore"
        />
        <BarChart
          title="Lead time (median)"
          bars={rows.map(([label, figures]) => ({ label, value: figures.leadTime?.median ?? null }))}
          format={inMinutes}
          missing="no commit times"
        />
      </div>
      <div className="release-delivery__scroll">
        <table className="release-delivery__table">
          <caption>Releases a day, change failure rate (aborted or rolled back within 24 hours), time to restore, lead time</caption>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Releases a day</th>
              <th scope="col">Change failure rate</th>
              <th scope="col">Time to restore</th>
              <th scope="col">Lead time</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, figures]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  {figures.releasesPerDay} ({figures.releases})
                </td>
                <td>
                  {rate(figures.changeFailureRate)} ({figures.failed} failed)
                </td>
                <td>{minutes(figures.timeToRestore)}</td>
                <td>{minutes(figures.leadTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
