import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: an article for a thing that stands alone (a booking), li in a list, section with a heading. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** 'flat' for a card inside a card or on a white page: a border, no shadow. */
  tone?: 'raised' | 'flat';
  padding?: 'small' | 'medium' | 'large';
  children?: ReactNode;
}

/** A white surface with the sign-in card's border, corners and depth, holding one thing. */
export function Card({ as: Element = 'div', tone = 'raised', padding = 'medium', className, children, ...rest }: CardProps) {
  const classes = ['ui-card', `ui-card--${tone}`, `ui-card--pad-${padding}`, className].filter(Boolean).join(' ');
  return (
    <Element {...rest} className={classes}>
      {children}
    </Element>
  );
}
