import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { CountedTextarea } from './CountedTextarea';

function Harness({ onEnter, max = 10 }: { onEnter?: () => void; max?: number }) {
  const [text, setText] = useState('');
  return <CountedTextarea label="Your message" value={text} onChange={setText} max={max} onEnter={onEnter} />;
}

test('the box is named by its label, stops at the limit and counts what is typed', () => {
  render(<Harness max={10} />);
  const box = screen.getByRole('textbox', { name: 'Your message' });
  expect(box.getAttribute('maxLength')).toBe('10');
  fireEvent.change(box, { target: { value: 'Hello' } });
  expect(screen.getByText('5/10')).toBeTruthy();
  expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('5/10').id);
});

test('with onEnter, Enter sends and Shift+Enter does not; without it Enter is an ordinary key', () => {
  const onEnter = jest.fn();
  const { unmount } = render(<Harness onEnter={onEnter} />);
  const box = screen.getByRole('textbox', { name: 'Your message' });
  expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
  expect(onEnter).not.toHaveBeenCalled();
  // A handled Enter is kept from adding a line (the event's default is prevented).
  expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
  expect(onEnter).toHaveBeenCalledTimes(1);
  unmount();

  render(<Harness />);
  expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your message' }), { key: 'Enter' })).toBe(true);
});
