import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './Pager';

test('says which page of how many, and steps back and on within them', () => {
  const onPage = jest.fn();
  const { rerender } = render(<Pager page={1} lastPage={3} onPage={onPage} />);
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 3');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenLastCalledWith(2);
  rerender(<Pager page={3} lastPage={3} onPage={onPage} />);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPage).toHaveBeenLastCalledWith(2);
});

test('shows nothing when one page holds everything', () => {
  const { container } = render(<Pager page={1} lastPage={1} onPage={jest.fn()} />);
  expect(container.innerHTML).toBe('');
});
