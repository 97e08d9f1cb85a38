import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate, formatDayMonth, type StatisticsDay } from '@marketplace/shared';

const SERIES = [
  { label: 'Views', stroke: '#1f4e79' },
  { label: 'Enquiries', stroke: '#d35400' },
  { label: 'Bookings', stroke: '#27ae60' },
] as const;

const HEIGHT = 280;

/**
 * Views, enquiries and bookings per day, drawn by uPlot. A chunk of its own, loaded by the statistics
 * page only; the table beside it carries the same numbers for screen readers, so the canvas is hidden from them.
 */
export default function ActivityChart({ series }: { series: StatisticsDay[] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const x = series.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [x, series.map((d) => d.views), series.map((d) => d.enquiries), series.map((d) => d.bookings)];
    const chart = new uPlot(
      {
        width: Math.max(280, host.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        // The legend names the day under the pointer as every other date reads (DD/MM/YYYY), not uPlot's US time.
        series: [
          { label: 'Day', value: (_u, ts) => (ts === null ? '--' : formatDate(ts * 1000)) },
          ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2 })),
        ],
        // Days on the axis in the British order of every other date (27/10), never uPlot's US default (10/27).
        axes: [
          { values: (_u, splits) => splits.map((ts) => formatDayMonth(ts * 1000)) },
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
