import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { ContactStep } from './sections';
import { emptyAdvert, type AdvertFormValues } from './rules';

jest.mock('./api', () => ({
  advertFormApi: { settings: jest.fn(() => Promise.resolve([true, false, false, false, true])) },
}));

test("the contact step shows which contact items the owner's adverts show, as saved, and changes them", async () => {
  const seen: Array<AdvertFormValues['settings']> = [];
  render(
    <Form<AdvertFormValues> initialValues={emptyAdvert()} onSubmit={() => undefined}>
      {({ values }) => {
        seen.push(values.settings);
        return <ContactStep errors={{}} />;
      }}
    </Form>,
  );
  await act(async () => undefined);
  expect(screen.getByLabelText<HTMLInputElement>('Show company name').checked).toBe(true);
  expect(screen.getByLabelText<HTMLInputElement>('Show mobile').checked).toBe(false);
  fireEvent.click(screen.getByLabelText('Show mobile'));
  expect(seen.at(-1)).toEqual([true, false, true, false, true]);
});
