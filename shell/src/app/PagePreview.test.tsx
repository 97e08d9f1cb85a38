import { render, screen } from '@testing-library/react';
import { PagePreview, servedPreview } from './PagePreview';

it('shows the preview the page was served with, the same element, only on the page the browser opened', () => {
  window.history.replaceState(null, '', '/ad-details/48');
  document.body.innerHTML = '<div id="root"><div class="page-preview"><img alt="Photo" src="http://i.test/a.svg"></div></div>';
  const served = servedPreview('/ad-details/48');
  expect(served?.className).toBe('page-preview');
  expect(servedPreview('/ad-details/49')).toBeNull();
  document.body.innerHTML = '';

  render(<PagePreview preview={served!} />);
  expect(screen.getByRole('img', { name: 'Photo' }).closest('.page-preview')).toBe(served);
  // Still the served one after the app's first render replaced the root's content.
  expect(servedPreview('/ad-details/48')).toBe(served);
});
