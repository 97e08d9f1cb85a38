import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@marketplace/shared';

interface Props {
  title: string;
  /** One sentence under the title saying what the page is for. */
  intro?: string;
  children: ReactNode;
}

/** The frame of every static page: a readable column with a heading. */
export function StaticPage({ title, intro, children }: Props) {
  return (
    <article className="static-page">
      <header className="static-page__header">
        <h1>{title}</h1>
        {intro && <p className="static-page__intro">{intro}</p>}
      </header>
      {children}
    </article>
  );
}

/** The support address from the runtime config, as a mail link. */
export function SupportEmail() {
  const { supportEmail } = getRuntimeConfig();
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}
