import { useId, useState } from 'react';
import { Popover } from '@marketplace/shared';
import { useMediaQuery } from '../common/useMediaQuery';
import { copyText } from './clipboard';
import { MOBILE_QUERY, shareTargets } from './links';
import * as styles from './share.module.css';

export const COPY_TOOLTIP = 'Copy to clipboard';

interface ShareMenuProps {
  url: string;
  title: string;
  /** Preview mode: the menu opens but its links do nothing. */
  disabled?: boolean;
}

/**
 * Share: copy the link, WhatsApp, e-mail and the networks. Shared's popover places it, so it opens in
 * view on any screen (flipped above its button when there is no room below, as on a 900 px screen).
 */
export function ShareMenu({ url, title, disabled = false }: ShareMenuProps) {
  const [tooltip, setTooltip] = useState(COPY_TOOLTIP);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const tooltipId = useId();
  const targets = shareTargets(url, title).filter((target) => mobile || !target.mobileOnly);

  const copy = async () => {
    if (disabled) return;
    try {
      await copyText(url);
      setTooltip(`Copied: ${url}`);
    } catch {
      setTooltip(`Copy failed: ${url}`);
    }
  };

  return (
    <Popover
      label="Share this advert"
      className={styles.share}
      trigger={(props) => (
        <button type="button" className={styles.toggle} {...props}>
          Share
        </button>
      )}
    >
      <ul className={styles.menu}>
        <li className={styles.copyItem}>
          <button
            type="button"
            className={styles.item}
            aria-describedby={tooltipId}
            aria-disabled={disabled || undefined}
            onClick={copy}
            onMouseLeave={() => setTooltip(COPY_TOOLTIP)}
          >
            Copy Link
          </button>
          <span id={tooltipId} role="tooltip" className={styles.tooltip}>
            {tooltip}
          </span>
        </li>
        {targets.map((target) => (
          <li key={target.name}>
            {disabled ? (
              <a className={styles.item} aria-disabled="true" role="link">
                {target.name}
              </a>
            ) : (
              <a className={styles.item} href={target.href} target="_blank" rel="noopener noreferrer">
                {target.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Popover>
  );
}
