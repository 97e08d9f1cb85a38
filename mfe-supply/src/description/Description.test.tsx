import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { Description } from './Description';

// TipTap is large: compiled once before the test, so the lazy import inside it resolves at once.
beforeAll(() => import('./DescriptionEditor'), 60_000);

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects ??= none;
});

test('the description is written in the rich-text editor, named by its label, and kept as HTML', async () => {
  const seen: string[] = [];
  render(
    <Form<{ description: string }> initialValues={{ description: '<p>Light-filled rooms.</p>' }} onSubmit={() => undefined}>
      {({ values }) => {
        seen.push(values.description);
        return <Description name="description" label="Description" />;
      }}
    </Form>,
  );
  // The editor arrives by a lazy import, slow on a busy machine.
  const box = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 15_000 });
  expect(box.innerHTML).toContain('<p>Light-filled rooms.</p>');
  await act(async () => {
    box.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
  });
  expect(seen.at(-1)).toMatch(/^<ul><li><p>Light-filled rooms.<\/p><\/li><\/ul>/);
  expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
}, 20_000);

test('an advert that arrives while the editor is starting shows its description at once (the edit form)', async () => {
  const { default: DescriptionEditor } = await import('./DescriptionEditor');
  const onChange = jest.fn();
  const { rerender } = render(<DescriptionEditor labelledBy="none" value="" onChange={onChange} />);
  // The saved advert lands before TipTap has finished starting: its 'create' comes a task after it is made.
  rerender(<DescriptionEditor labelledBy="none" value="<p>Two minutes from the lock.</p>" onChange={onChange} />);
  const box = screen.getByRole('textbox');
  await waitFor(() => expect(box.innerHTML).toBe('<p>Two minutes from the lock.</p>'));
  // Showing what was loaded is not an edit: the form stays as loaded, with nothing to save.
  expect(onChange).not.toHaveBeenCalled();
});
