import { createContext, useContext, type HTMLAttributes } from 'react';

/**
 * The level of an advert's headline in the document: 1 on its own page, where it is what the page is
 * about; 2 in the panel beside the list and in the owner's preview, under the page's own heading.
 */
const HeadlineLevel = createContext<1 | 2>(2);

/** The advert's own page: its headline is the page's h1, its sections h2. */
export function OwnPage({ children }: { children: React.ReactNode }) {
  return <HeadlineLevel.Provider value={1}>{children}</HeadlineLevel.Provider>;
}

/** The advert's headline (`section` false) or one of its sections' titles, a level under it. */
export function AdvertHeading({ section = false, ...props }: { section?: boolean } & HTMLAttributes<HTMLHeadingElement>) {
  const level = useContext(HeadlineLevel) + (section ? 1 : 0);
  const Tag = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
  return <Tag {...props} />;
}
