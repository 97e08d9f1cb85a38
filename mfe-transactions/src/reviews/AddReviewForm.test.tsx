import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, HttpError } from '@marketplace/shared';
import { AddReviewForm } from './AddReviewForm';
import { reviewsApi } from './api';
import { REVIEW_ADDED, SUCCESS_MS } from './rules';

jest.mock('./api', () => ({ reviewsApi: { add: jest.fn(), bookingByIdAndType: jest.fn() } }));
const api = jest.mocked(reviewsApi);

const stars = (label: string, n: number) =>
  screen.getByRole('group', { name: label }).querySelectorAll('button')[n - 1] as HTMLButtonElement;

describe('add review form', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.resetAllMocks();
  });

  it('sends the ratings and text, shows the success for 7 s, then announces review:added', async () => {
    jest.useFakeTimers();
    api.add.mockResolvedValue(undefined);
    const heard = jest.fn();
    const off = bus.on('review:added', heard);
    const onDone = jest.fn();
    render(<AddReviewForm reviewType="host" adId={11} bookingId={40} userId={7} toUserId={3} onDone={onDone} />);
    fireEvent.click(stars('Communication', 4));
    fireEvent.click(stars('Cleanliness', 5));
    fireEvent.click(stars('Cleanliness', 5));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: 'Great stay' } });
    expect(screen.getByText('10/300')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    });
    expect(api.add).toHaveBeenCalledWith(
      expect.objectContaining({ communication: '4', cleanliness: '4', location: '0', review_text: 'Great stay' }),
    );
    expect(screen.getByRole('status').textContent).toBe(REVIEW_ADDED);
    act(() => jest.advanceTimersByTime(SUCCESS_MS - 1));
    expect(heard).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(heard).toHaveBeenCalledWith({ reviewType: 'host', adId: 11 });
    expect(onDone).toHaveBeenCalled();
    off();
  });

  it("shows the server's refusal", async () => {
    api.add.mockRejectedValue(new HttpError(403, { message: 'Only the guest of this booking can review it.' }));
    render(<AddReviewForm reviewType="service" adId={11} bookingId={40} userId={7} toUserId={3} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    });
    expect(screen.getByText('Only the guest of this booking can review it.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
