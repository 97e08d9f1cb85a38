import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, HttpError, type Draft } from '@marketplace/shared';
import { FormDraft } from './FormDraft';
import { draftsApi } from './api';
import { CLOSE_AFTER_MS, DRAFT_DELETED, DRAFT_SAVED, ERRORS_FOR_MS } from './rules';

jest.mock('./api', () => ({ draftsApi: { list: jest.fn(), load: jest.fn(), store: jest.fn(), remove: jest.fn() } }));
const api = jest.mocked(draftsApi);

const saved: Draft = {
  id: 9,
  user_id: 3,
  type: 'property',
  title: 'Flat in Leeds',
  title_original: 'Flat in Leeds',
  updated_at: '2026-11-20T10:00:00Z',
};

async function open(props: Partial<Parameters<typeof FormDraft>[0]> = {}) {
  const onClose = jest.fn();
  await act(async () => {
    render(<FormDraft userId={3} draftType="property" data={{ price: 1000 }} onClose={onClose} {...props} />);
  });
  return onClose;
}
const title = () => screen.getByLabelText<HTMLInputElement>('Title');

describe('form draft modal', () => {
  beforeEach(() => {
    api.list.mockResolvedValue([saved]);
    api.load.mockResolvedValue({ ...saved, data: { price: 950 } });
    api.store.mockResolvedValue(undefined);
    api.remove.mockResolvedValue(undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.resetAllMocks();
  });

  it('saves a new draft with the title, shows the success for 2 s, then closes', async () => {
    jest.useFakeTimers();
    const onClose = await open();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
    fireEvent.change(title(), { target: { value: 'Second flat' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(api.store).toHaveBeenCalledWith({ user_id: 3, type: 'property', title: 'Second flat', data: { price: 1000 }, overwrite: null });
    expect(screen.getByRole('status').textContent).toBe(DRAFT_SAVED);
    act(() => jest.advanceTimersByTime(CLOSE_AFTER_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a click on a draft switches to Overwrite with its title, enables Delete, and a second click switches back', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Flat in Leeds' }));
    expect(title().value).toBe('Flat in Leeds');
    expect(screen.getByRole('button', { name: 'Overwrite' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Flat in Leeds' }));
    expect(screen.queryByRole('button', { name: 'Overwrite' })).toBeNull();
    expect(title().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Flat in Leeds' }));
    fireEvent.change(title(), { target: { value: 'Flat in Leeds (final)' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));
    });
    expect(api.store).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Flat in Leeds (final)', overwrite: { id: 9, titleOriginal: 'Flat in Leeds' } }),
    );
  });

  it('deletes the picked draft', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Flat in Leeds' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(api.remove).toHaveBeenCalledWith(expect.objectContaining({ overwrite: { id: 9, titleOriginal: 'Flat in Leeds' } }));
    expect(screen.getByRole('status').textContent).toBe(DRAFT_DELETED);
  });

  it('refuses an empty title without a call, and clears server errors after 3 s', async () => {
    jest.useFakeTimers();
    await open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(api.store).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeTruthy();
    api.store.mockRejectedValue(new HttpError(422, { message: 'invalid', errors: { title: ['The title field is required.', 'second'] } }));
    fireEvent.change(title(), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('The title field is required.')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    act(() => jest.advanceTimersByTime(ERRORS_FOR_MS));
    expect(screen.queryByText('The title field is required.')).toBeNull();
  });

  it('hands a draft back to the form that opened it when it can load one', async () => {
    const heard = jest.fn();
    const off = bus.on('draft:loaded', heard);
    const onClose = await open({ canLoad: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load Flat in Leeds' })));
    expect(api.load).toHaveBeenCalledWith(9);
    expect(heard).toHaveBeenCalledWith({ draftType: 'property', data: { price: 950 } });
    expect(onClose).toHaveBeenCalled();
    off();
  });

  it('says why a draft could not be loaded, and stays open with the form as it was', async () => {
    api.load.mockRejectedValue(new HttpError(404, { message: 'This draft no longer exists.' }));
    const heard = jest.fn();
    const off = bus.on('draft:loaded', heard);
    const onClose = await open({ canLoad: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load Flat in Leeds' })));
    expect(screen.getByText('This draft no longer exists.')).toBeTruthy();
    expect(heard).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    off();
  });
});
