import { act, fireEvent, render, screen } from '@testing-library/react';
import { Field, Form } from 'react-final-form';
import { hasUnsavedWork } from '@marketplace/shared';
import { LeaveGuard } from './LeaveGuard';

function TitleForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  return (
    <Form<{ title: string }> initialValues={{ title: 'Mews house' }} onSubmit={onSubmit}>
      {({ form, handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)}>
          <LeaveGuard form={form} />
          <Field name="title" component="input" aria-label="Title" />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>
  );
}

test('an edited form reports unsaved work to the shell until it is unmounted', () => {
  const { unmount } = render(<TitleForm onSubmit={() => Promise.resolve()} />);
  expect(hasUnsavedWork()).toBe(false);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mews house with garden' } });
  expect(hasUnsavedWork()).toBe(true);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mews house' } });
  expect(hasUnsavedWork()).toBe(false);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mews house with garden' } });
  unmount();
  expect(hasUnsavedWork()).toBe(false);
});

test('a form leaving on its own while it saves is not held', async () => {
  let unsavedWhileSaving: boolean | null = null;
  render(
    <TitleForm
      onSubmit={() => {
        unsavedWhileSaving = hasUnsavedWork();
        return Promise.resolve();
      }}
    />,
  );
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mews house with garden' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(unsavedWhileSaving).toBe(false);
});
