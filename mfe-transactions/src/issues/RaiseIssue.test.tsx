import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpError } from '@marketplace/shared';
import { RaiseIssue } from './RaiseIssue';
import { issuesApi } from './api';
import { BOOKING_ISSUES, CLOSE_AFTER_MS, ERRORS_FOR_MS, ISSUE_SENT } from './rules';

jest.mock('./api', () => ({ issuesApi: { raise: jest.fn() } }));
const api = jest.mocked(issuesApi);
const box = () => screen.getByLabelText(/^Describe the issue/);

describe('raise issue', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.resetAllMocks();
  });

  it('sends on Enter, shows the success for 2 s, then closes', async () => {
    jest.useFakeTimers();
    api.raise.mockResolvedValue(undefined);
    const onClose = jest.fn();
    render(<RaiseIssue bookingId={40} adId={11} adType="Property" onClose={onClose} />);
    fireEvent.change(box(), { target: { value: 'The heating did not work' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(api.raise).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(api.raise).toHaveBeenCalledWith({
      bookingId: 40,
      adId: 11,
      adType: 'Property',
      option: '',
      message: 'The heating did not work',
    });
    expect(screen.getByRole('status').textContent).toBe(ISSUE_SENT);
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('requires an option when options are given, puts the focus on them, and clears errors after 3 s', async () => {
    jest.useFakeTimers();
    render(<RaiseIssue bookingId={40} adId={11} adType="Property" options={BOOKING_ISSUES.Property} onClose={jest.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(api.raise).not.toHaveBeenCalled();
    const options = screen.getByRole('group', { name: 'What is the issue about?' });
    expect(options.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Not as described' }));
    act(() => jest.advanceTimersByTime(ERRORS_FOR_MS));
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it("a booking's options: one is enough, and 'Other' asks for words", async () => {
    api.raise.mockResolvedValue(undefined);
    render(<RaiseIssue bookingId={40} adId={11} adType="Service" options={BOOKING_ISSUES.Service} onClose={jest.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(api.raise).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box());
    fireEvent.click(screen.getByRole('radio', { name: 'Did not turn up' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(api.raise).toHaveBeenCalledWith(expect.objectContaining({ option: 'Did not turn up', message: '' }));
  });

  it("shows the server's first message per field", async () => {
    api.raise.mockRejectedValue(
      new HttpError(422, { message: 'invalid', errors: { booking_id: ['The selected booking id is invalid.'] } }),
    );
    render(<RaiseIssue bookingId={40} adId={11} adType="Property" onClose={jest.fn()} />);
    fireEvent.change(box(), { target: { value: 'Noise' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByText('The selected booking id is invalid.')).toBeTruthy();
  });
});
