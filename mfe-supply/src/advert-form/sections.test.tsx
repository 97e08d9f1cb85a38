import { useCallback, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { ContactStep, PoliciesStep } from './sections';
import { emptyAdvert, type AdvertFormValues } from './rules';
import { NO_CATALOGUE, type CatalogueOptions } from './preview';

jest.mock('./api', () => ({
  advertFormApi: {
    settings: jest.fn(() => Promise.resolve([true, false, false, false, true])),
    policyChoices: jest.fn(() =>
      Promise.resolve({
        instructions: [{ value: 2, label: 'Key lockbox' }],
        cancellationRules: [
          { value: 1, label: 'Free Cancellation' },
          { value: 2, label: 'Fixed Fee Charged' },
        ],
      }),
    ),
  },
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

/** The step with the choices kept by its caller, as the advert form keeps them. */
function Policies() {
  const [choices, setChoices] = useState(NO_CATALOGUE);
  const onChoices = useCallback((loaded: Partial<CatalogueOptions>) => setChoices((held) => ({ ...held, ...loaded })), []);
  return <PoliciesStep errors={{}} choices={choices} onChoices={onChoices} />;
}

test('the policies step asks the fee of a Fixed Fee Charged rule, and no times for a flexible check-in', async () => {
  render(
    <Form<AdvertFormValues> initialValues={{ ...emptyAdvert(), ad_kind: 'let', is_short_term: true }} onSubmit={() => undefined}>
      {() => <Policies />}
    </Form>,
  );
  await act(async () => undefined);
  expect(screen.queryByLabelText('Cancellation fee (£)')).toBeNull();
  fireEvent.change(screen.getByLabelText('Cancellation rule'), { target: { value: '2' } });
  expect(screen.getByLabelText('Cancellation fee (£)')).toBeTruthy();
  expect(screen.getAllByRole('option', { name: 'Key lockbox' })).toHaveLength(2);
  expect(screen.getByLabelText('Check-in from')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('Flexible check-in'));
  expect(screen.queryByLabelText('Check-in from')).toBeNull();
  expect(screen.getByLabelText('Check-out from')).toBeTruthy();
});
