import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { EditConflict } from './EditConflict';

const MESSAGE = 'This advert was changed in another window, or by someone else, after you opened it.';

function open(loadSaved = jest.fn().mockResolvedValue({ property_title: 'Canal-side flat', price: 950, version: 4 })) {
  const handlers = { onReload: jest.fn(), onOverwrite: jest.fn(), onClose: jest.fn() };
  render(
    <EditConflict message={MESSAGE} mine={{ property_title: 'Canal flat', price: 950, version: 3 }} loadSaved={loadSaved} {...handlers} />,
  );
  return { ...handlers, loadSaved };
}

describe('EditConflict', () => {
  it('says why nothing was saved and offers to reload or compare', () => {
    const { onReload } = open();
    expect(screen.getByRole('dialog', { name: 'Changed since you opened it' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Reload the saved version' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('compares field by field, then lets the person keep theirs knowingly', async () => {
    const { onOverwrite, loadSaved } = open();
    expect(screen.queryByRole('button', { name: 'Save mine instead' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare' })));
    expect(loadSaved).toHaveBeenCalled();
    const rows = within(screen.getByRole('table', { name: 'What differs' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['FieldYoursSaved', 'Property titleCanal flatCanal-side flat']);
    fireEvent.click(screen.getByRole('button', { name: 'Save mine instead' }));
    expect(onOverwrite).toHaveBeenCalled();
  });

  it('says so when the saved version cannot be read, and stays open', async () => {
    const { onClose } = open(jest.fn().mockRejectedValue(new Error('offline')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare' })));
    expect(screen.getByText('The saved version could not be loaded. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
