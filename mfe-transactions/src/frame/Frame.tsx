import type { ReactNode } from 'react';
import { REMOTE } from '../public-surface';
import * as styles from './frame.module.css';

/** Which build of this remote is on the page; release journeys read it from `data-build`. */
export const BUILD_TAG: string = typeof __BUILD_TAG__ === 'string' ? __BUILD_TAG__ : 'unbuilt';

interface FrameProps {
  /** Accessible name of the area, e.g. 'Search filters'. */
  label: string;
  className?: string;
  children?: ReactNode;
}

/** The root element of every parcel of this remote: names the remote and its build. */
export function Frame({ label, className, children }: FrameProps) {
  return (
    <section
      aria-label={label}
      data-remote={REMOTE}
      data-build={BUILD_TAG}
      className={[styles.frame, className].filter(Boolean).join(' ')}
    >
      {children}
    </section>
  );
}
