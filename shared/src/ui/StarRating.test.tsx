import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { StarRating, starKinds } from './StarRating';

test('display: full stars up to the rating and a half star at the rounded position', () => {
  expect(starKinds(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  expect(starKinds(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  expect(starKinds(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  expect(starKinds(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
});

test('display shows the value in brackets when asked', () => {
  const { container } = render(<StarRating value={4.5} showValue />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  expect(container.textContent).toContain('(4.5)');
  expect(container.querySelectorAll('.ui-star--half')).toHaveLength(1);
});

function RatingInput({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRating value={value} onChange={setValue} label="Communication" />
      <output>{value}</output>
    </>
  );
}

test('input: clicking a star sets it; clicking the selected star lowers the rating by one', () => {
  const { container } = render(<RatingInput initial={0} />);
  const value = () => container.querySelector('output')!.textContent;
  fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
  expect(value()).toBe('4');
  fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
  expect(value()).toBe('3');
  fireEvent.click(screen.getByRole('button', { name: '1 star' }));
  fireEvent.click(screen.getByRole('button', { name: '1 star' }));
  expect(value()).toBe('0');
  expect(screen.getByRole('button', { name: '1 star' }).getAttribute('aria-pressed')).toBe('false');
});
