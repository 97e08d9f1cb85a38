import { render, screen } from '@testing-library/react';
import { keepServedPreview, PagePreview, servedPreview } from './PagePreview';

it('shows the preview the page was served with, the same element, only on the page the browser opened', () => {
  window.history.replaceState(null, '', '/ad-details/48');
  document.body.innerHTML = '<div id="root"><div class="page-preview"><img alt="Photo" src="http://i.test/a.svg"></div></div>';
  keepServedPreview();
  const served = servedPreview('/ad-details/48');
  expect(served?.className).toBe('page-preview');
  expect(servedPreview('/ad-details/49')).toBeNull();
  // The app's first render replaced the root's content: the preview is still the one served.
  document.body.innerHTML = '<div id="root"></div>';
  expect(servedPreview('/ad-details/48')).toBe(served);

  render(<PagePreview preview={served!} />);
  expect(screen.getByRole('img', { name: 'Photo' }).closest('.page-preview')).toBe(served);
});

it('has none for a page served without one', () => {
  document.body.innerHTML = '<div id="root"></div>';
  keepServedPreview();
  expect(servedPreview(window.location.pathname)).toBeNull();
});
