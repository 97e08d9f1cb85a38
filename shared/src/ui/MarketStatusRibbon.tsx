import { marketStatusRibbon, type MarketStatusOf } from '../rules/marketStatus';
import './MarketStatusRibbon.css';

export interface MarketStatusRibbonProps {
  advert: MarketStatusOf;
  /** `corner`: across a photo's top left (cards, popups); `inline`: beside a price or title. */
  placement?: 'corner' | 'inline';
  className?: string;
}

/** 'Under offer', 'Sold STC', 'Let agreed'... as UK portals mark a home; nothing while it is available. */
export function MarketStatusRibbon({ advert, placement = 'inline', className }: MarketStatusRibbonProps) {
  const words = marketStatusRibbon(advert);
  if (!words) return null;
  return (
    <span
      className={['ui-ribbon', `ui-ribbon--${placement}`, className].filter(Boolean).join(' ')}
      data-market-status={advert.market_status}
    >
      {words}
    </span>
  );
}
