import { useCallback, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

jest.mock('../address/api', () => ({
  placeOnMap: jest.fn((postcode: string) =>
    Promise.resolve(
      postcode === 'NW1 0LT' ? { position: [-0.1405, 51.5372], status: 'Found on the map.' } : { position: null, status: '' },
    ),
  ),
}));

test("the contact's address is placed on the map through the geocoder, or follows the property's address when ticked", async () => {
  const seen: AdvertFormValues[] = [];
  render(
    <Form<AdvertFormValues>
      initialValues={{ ...emptyAdvert(), line_1: '12 Jamestown Road', city: 'London', postcode: 'NW1 7BY' }}
      onSubmit={() => undefined}
    >
      {({ values }) => {
        seen.push(values);
        return <ContactStep errors={{ 'contact_address.line_1': 'This field is required' }} />;
      }}
    </Form>,
  );
  await act(async () => undefined);
  const contactAddress = screen.getByRole('group', { name: 'Contact address' });
  expect(within(contactAddress).getByText('This field is required')).toBeTruthy();
  fireEvent.change(within(contactAddress).getByLabelText('Postcode'), { target: { value: 'NW1 0LT' } });
  await act(async () => fireEvent.click(within(contactAddress).getByRole('button', { name: 'Find on the map' })));
  expect(within(contactAddress).getByText('Found on the map.')).toBeTruthy();
  expect(seen.at(-1)?.contact_address).toMatchObject({ postcode: 'NW1 0LT', latitude: 51.5372, longitude: -0.1405 });
  expect(seen.at(-1)?.latitude).toBeNull();

  fireEvent.click(within(contactAddress).getByLabelText("Same as the property's address"));
  expect(within(contactAddress).queryByLabelText('Postcode')).toBeNull();
  expect(within(contactAddress).getByText('12 Jamestown Road, London, NW1 7BY, United Kingdom')).toBeTruthy();
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
