import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Sheet } from './Sheet';

// jsdom lays nothing out: every element has a box here, as it would on screen.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Search Filters</button>
      <Sheet open={open} title="Search filters" onClose={() => setOpen(false)} footer={<button type="submit">Search</button>}>
        <label>
          Min Beds <select name="min_beds" />
        </label>
      </Sheet>
    </>
  );
}

async function openSheet() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Search Filters' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('combobox', { name: 'Min Beds' });
  return { opener, sheet: screen.getByRole<HTMLDialogElement>('dialog', { name: 'Search filters' }) };
}

test('opens as the modal dialog named by its title, with the focus on its close button', async () => {
  const { sheet } = await openSheet();
  expect(sheet.tagName).toBe('DIALOG');
  expect(sheet.open).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
});

test('Escape closes it and gives the focus back to what opened it', async () => {
  const { opener, sheet } = await openSheet();
  fireEvent.keyDown(sheet, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('its close button closes it', async () => {
  const { opener } = await openSheet();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('Tab goes round its own controls: from the last to the first, and Shift+Tab back', async () => {
  const { sheet } = await openSheet();
  const close = screen.getByRole('button', { name: 'Close' });
  const search = screen.getByRole('button', { name: 'Search' });
  search.focus();
  fireEvent.keyDown(sheet, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(sheet, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(search);
  // In between, the browser moves the focus itself.
  screen.getByRole('combobox', { name: 'Min Beds' }).focus();
  expect(fireEvent.keyDown(sheet, { key: 'Tab' })).toBe(true);
});

test('the page behind does not scroll while it is open, and scrolls again after', async () => {
  document.documentElement.style.overflow = 'auto';
  const { sheet } = await openSheet();
  expect(document.documentElement.style.overflow).toBe('hidden');
  fireEvent.keyDown(sheet, { key: 'Escape' });
  expect(document.documentElement.style.overflow).toBe('auto');
});

test("the browser's own close request (a phone's back gesture) goes to onClose", () => {
  const onClose = jest.fn();
  render(<Sheet open title="Search filters" onClose={onClose} />);
  const cancel = new Event('cancel', { cancelable: true });
  screen.getByRole('dialog').dispatchEvent(cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('paints itself before its body, which mounts in a later task: the tap that opens it answers at once', async () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'Search Filters' }));
  const sheet = screen.getByRole('dialog', { name: 'Search filters' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  expect(sheet.querySelector('.ui-sheet__body')?.childElementCount).toBe(0);
  expect(await within(sheet).findByRole('combobox', { name: 'Min Beds' })).toBeTruthy();
});

test('the body and the footer are inside the dialog, the footer after the body', async () => {
  const { sheet } = await openSheet();
  const body = sheet.querySelector('.ui-sheet__body');
  const footer = sheet.querySelector('.ui-sheet__footer');
  expect(body?.contains(screen.getByRole('combobox', { name: 'Min Beds' }))).toBe(true);
  expect(footer?.contains(screen.getByRole('button', { name: 'Search' }))).toBe(true);
  expect(body!.compareDocumentPosition(footer!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
