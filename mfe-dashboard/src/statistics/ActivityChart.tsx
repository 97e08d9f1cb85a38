import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { utcDay, type StatisticsDay } from '@marketplace/shared';
import { activityDay } from './figures';

/** Each line's colour is a design token, read from the page (a canvas cannot use var()). */
const SERIES = [
  { label: 'Views', token: '--color-info' },
  { label: 'Enquiries', token: '--color-accent-text' },
  { label: 'Bookings', token: '--color-success' },
] as const;

const HEIGHT = 280;

/** A point of the x axis (seconds: the chart holds each day as its UTC midnight) as the table writes its day. */
const day = (seconds: number) => activityDay(utcDay(new Date(seconds * 1000)));

/**
 * Views, enquiries and bookings per day, drawn by uPlot. A chunk of its own, loaded by the statistics
 * page only; the table beside it carries the same numbers for screen readers, so the canvas is hidden from them.
 */
export default function ActivityChart({ series }: { series: StatisticsDay[] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const page = getComputedStyle(document.documentElement);
    const x = series.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [x, series.map((d) => d.views), series.map((d) => d.enquiries), series.map((d) => d.bookings)];
    const chart = new uPlot(
      {
        width: Math.max(280, host.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          { label: 'Day', value: (_u, ts) => (ts === null ? '–' : day(ts)) },
          ...SERIES.map((s) => ({ label: s.label, stroke: page.getPropertyValue(s.token).trim(), width: 2 })),
        ],
        axes: [
          // Days as the table beside it writes them ('3 Nov'), not uPlot's American '11/3'.
          { values: (_u, splits) => splits.map(day) },
          { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
      },
      data,
      host,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, host.clientWidth), height: HEIGHT }));
    resize.observe(host);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);
  return <div ref={hostRef} aria-hidden="true" data-testid="activity-chart" />;
}
