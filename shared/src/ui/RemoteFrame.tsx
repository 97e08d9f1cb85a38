import type { ReactNode } from 'react';
import './ui.css';

export interface RemoteFrameProps {
  /** The remote's package name, e.g. 'mfe-search-map'. */
  remote: string;
  /** Which build of the remote this is; release journeys read it from `data-build`. */
  build: string;
  /** Accessible name of the area, e.g. 'Search filters'. */
  label: string;
  className?: string;
  children?: ReactNode;
}

/** The root element of every parcel: names the area, the remote and its build. */
export function RemoteFrame({ remote, build, label, className, children }: RemoteFrameProps) {
  return (
    <section
      aria-label={label}
      data-remote={remote}
      data-build={build}
      className={['ui-remote-frame', className].filter(Boolean).join(' ')}
    >
      {children}
    </section>
  );
}
