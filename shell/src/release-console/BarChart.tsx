/** One bar: its label, and its value (null: nothing to show, said in words). */
export interface Bar {
  label: string;
  value: number | null;
}

interface Props {
  title: string;
  bars: Bar[];
  /** A value in words, beside its bar and in the chart's text alternative: "1,800 ms", "12.5%". */
  format(value: number): string;
  /** What a missing value means: "no samples". */
  missing: string;
}

const WIDTH = 320;
const LABEL_HEIGHT = 16;
const BAR_HEIGHT = 12;
const ROW_HEIGHT = LABEL_HEIGHT + BAR_HEIGHT + 10;
/** Room right of the longest bar for its value. */
const VALUE_ROOM = 96;

/**
 * A small horizontal bar chart in plain SVG: each bar's label above it and its value beside it, so it reads
 * at a phone's width; the image's name says every value, for those who cannot see it.
 */
export function BarChart({ title, bars, format, missing }: Props) {
  const max = Math.max(0, ...bars.map((bar) => bar.value ?? 0));
  const said = bars.map((bar) => `${bar.label} ${bar.value === null ? missing : format(bar.value)}`).join('; ');
  const height = bars.length * ROW_HEIGHT;
  return (
    <figure className="release-chart">
      <figcaption className="release-chart__title">{title}</figcaption>
      <svg
        className="release-chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={`${title}: ${said}`}
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((bar, i) => {
          const y = i * ROW_HEIGHT;
          const length = bar.value !== null && max > 0 ? Math.max(2, ((WIDTH - VALUE_ROOM) * bar.value) / max) : 0;
          return (
            <g key={bar.label} aria-hidden="true">
              <text className="release-chart__label" x={0} y={y + LABEL_HEIGHT - 4}>
                {bar.label}
              </text>
              {bar.value !== null && (
                <rect className="release-chart__bar" x={0} y={y + LABEL_HEIGHT} width={length} height={BAR_HEIGHT} rx={2} />
              )}
              <text className="release-chart__value" x={length + 6} y={y + LABEL_HEIGHT + BAR_HEIGHT - 2}>
                {bar.value === null ? missing : format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
