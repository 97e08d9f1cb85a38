import { formatPounds, type AdvertPrice } from '../rules';
import './ui.css';

export type PriceProps = {
  decimals?: 0 | 2;
  className?: string;
} & (
  | { amount: number | string | null | undefined; per?: string | null; range?: never }
  | { range: AdvertPrice | null; amount?: never; per?: never }
);

/** '£1,250,000', '£95 - £120 per night'; nothing without an amount. */
export function Price(props: PriceProps) {
  const { decimals, className } = props;
  const options = decimals === undefined ? {} : { decimals };
  let text: string;
  let per: string | null | undefined;
  if (props.range !== undefined) {
    const range = props.range;
    if (!range) return null;
    text =
      range.min === range.max
        ? formatPounds(range.min, options)
        : `${formatPounds(range.min, options)} - ${formatPounds(range.max, options)}`;
    per = range.per;
  } else {
    text = formatPounds(props.amount, options);
    per = props.per;
  }
  if (!text) return null;
  return (
    <span className={['ui-price', className].filter(Boolean).join(' ')}>
      {text}
      {per ? <span className="ui-price__per"> per {per}</span> : null}
    </span>
  );
}
