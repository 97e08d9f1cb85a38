import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './ImageWithFallback';
import { DEFAULT_USER_IMAGE, PLACEHOLDER_IMAGE } from './images';

test('a broken image falls back to the placeholder once', () => {
  const { rerender } = render(<ImageWithFallback src="http://img.test/missing.jpg" alt="Front of the house" />);
  const image = screen.getByAltText<HTMLImageElement>('Front of the house');
  expect(image.getAttribute('src')).toBe('http://img.test/missing.jpg');
  fireEvent.error(image);
  expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
  // A new source is tried again.
  rerender(<ImageWithFallback src="http://img.test/other.jpg" alt="Front of the house" />);
  expect(image.getAttribute('src')).toBe('http://img.test/other.jpg');
});

test('no source shows the given fallback, such as the default user picture', () => {
  render(<ImageWithFallback src={null} alt="Advertiser" fallback={DEFAULT_USER_IMAGE} />);
  expect(screen.getByAltText('Advertiser').getAttribute('src')).toBe(DEFAULT_USER_IMAGE);
});
