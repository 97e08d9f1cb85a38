import { useEffect } from 'react';

/** Sets the document title while a page is shown. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
