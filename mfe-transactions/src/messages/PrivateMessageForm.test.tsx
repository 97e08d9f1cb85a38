import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '@marketplace/shared';
import { PrivateMessageForm } from './PrivateMessageForm';
import { CLOSE_AFTER_MS, SENT_MESSAGE } from './rules';

const box = () => screen.getByLabelText<HTMLTextAreaElement>('Your message');

describe('private message form', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the pre-filled text on Enter, clears it, shows the success and closes after 2 s', async () => {
    jest.useFakeTimers();
    const send = jest.fn().mockResolvedValue(undefined);
    const onSent = jest.fn();
    render(<PrivateMessageForm label="Your message" initialText="Hello there" send={send} onSent={onSent} />);
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(send).toHaveBeenCalledWith('Hello there');
    expect(box().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(SENT_MESSAGE);
    expect(onSent).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_MS));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('keeps what the person typed when the pre-filled text arrives later', () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const { rerender } = render(<PrivateMessageForm label="Your message" initialText="Hello" send={send} />);
    fireEvent.change(box(), { target: { value: 'Is it still free?' } });
    rerender(<PrivateMessageForm label="Your message" initialText="Hello, about 1 High Street" send={send} />);
    expect(box().value).toBe('Is it still free?');
  });

  it('takes a pre-filled text that arrives before any typing', () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const { rerender } = render(<PrivateMessageForm label="Your message" initialText="Hello" send={send} />);
    rerender(<PrivateMessageForm label="Your message" initialText="Hello, about 1 High Street" send={send} />);
    expect(box().value).toBe('Hello, about 1 High Street');
  });

  it('does not send on Shift+Enter or when blank', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    render(<PrivateMessageForm label="Your message" initialText="   " send={send} />);
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the first error per field and keeps the text', async () => {
    const send = jest
      .fn()
      .mockRejectedValue(
        new HttpError(422, { message: 'The given data was invalid.', errors: { to_user_id: ['The selected to user id is invalid.'] } }),
      );
    render(<PrivateMessageForm label="Your message" initialText="Hi" send={send} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByText('The selected to user id is invalid.')).toBeTruthy();
    expect(box().value).toBe('Hi');
  });
});
