import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpError, bus } from '@marketplace/shared';
import { AdvertForm } from './AdvertForm';
import { advertFormApi } from './api';

jest.mock('./api', () => ({
  advertFormApi: {
    categories: jest.fn(() => Promise.resolve([{ value: 1, label: 'Residential' }])),
    types: jest.fn(() => Promise.resolve([{ value: 2, label: 'Flat' }])),
    typeDetails: jest.fn(() => Promise.resolve([])),
    locate: jest.fn(() => Promise.resolve([-0.1462, 51.5405])),
    load: jest.fn(),
    save: jest.fn(() => Promise.resolve({ id: 41 })),
    publish: jest.fn(() => Promise.resolve({ id: 41, is_published: true })),
    upload: jest.fn(),
    settings: jest.fn(() => Promise.resolve([true, false, false, false, true])),
    saveSettings: jest.fn(() => Promise.resolve({})),
  },
}));

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the advert form', () => {
  test('Next on an empty first step shows the messages and stays', async () => {
    render(<AdvertForm />);
    await click('Next');
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please scroll up to see error messages.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What' })).toBeTruthy();
  });

  test('a short-term let goes through where (located by the geocoder), price and rooms added by the dialog', async () => {
    const opened = jest.fn();
    const off = bus.on('modal:open', opened);
    render(<AdvertForm />);
    await act(async () => undefined);
    change('Ad type', 'let');
    fireEvent.click(screen.getByLabelText('Short-term (holiday) let'));
    change('Category', '1');
    change('Title', 'Bright rooms by Camden Lock');
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Where' })).toBeTruthy();
    change('Address line', '12 Jamestown Road');
    change('Town or city', 'London');
    change('Postcode', 'NW1 7BY');
    await click('Next');
    expect(screen.getByText('Please find the address on the map')).toBeTruthy();
    await click('Find on the map');
    expect(advertFormApi.locate).toHaveBeenCalledWith('NW1 7BY');
    await click('Next');
    change('Price (£)', '85');
    change('Rent frequency', '3');
    expect(screen.getByRole('option', { name: 'Per Night' })).toBeTruthy();
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Rooms' })).toBeTruthy();
    await click('Add Room');
    expect(opened).toHaveBeenCalledWith({ kind: 'add-room', isShortTerm: true, isRoom: false, hasSuite: false });
    act(() =>
      bus.emit('room:added', {
        room: {
          room_type_id: 2,
          quantity: 1,
          guests: 2,
          price: 90,
          property_rent_type_id: 3,
          smoking_room: false,
          pet_friendly_room: false,
          double_beds: 1,
          property_room_type: { type: 'Double' },
          property_rent_type: { type: 'Night' },
        },
      }),
    );
    await click('Double × 1 — £90 per Night');
    expect(screen.getByRole('region', { name: 'Beds' }).textContent).toContain('Double beds: 1');
    off();
  });

  test("the server's 422 opens the step of the field and shows its message under it", async () => {
    jest.mocked(advertFormApi.save).mockRejectedValueOnce(
      new HttpError(422, {
        message: 'The postcode field must be a valid UK postcode.',
        errors: { 'address.postcode': ['The postcode field must be a valid UK postcode.'] },
      }),
    );
    render(<AdvertForm />);
    await act(async () => undefined);
    change('Ad type', 'sale');
    change('Category', '1');
    change('Title', 'Semi in Leeds');
    await click('Next');
    change('Address line', '3 Park Row');
    change('Town or city', 'Leeds');
    change('Postcode', 'LS1 5HD');
    await click('Find on the map');
    await click('Next');
    change('Price (£)', '250000');
    expect(screen.queryByLabelText('Available from')).toBeNull();
    expect(screen.getByLabelText('Auction')).toBeTruthy();
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Details and amenities' })).toBeTruthy();
    await click('Next');
    await click('Next');
    await click('Save');
    expect(screen.getByRole('heading', { name: 'Where' })).toBeTruthy();
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The postcode field must be a valid UK postcode.')).toBeTruthy();
    expect(screen.getByText('Please scroll up to see error messages.')).toBeTruthy();
  });

  test("another user's advert is refused with the API's message and no form", async () => {
    jest.mocked(advertFormApi.load).mockRejectedValueOnce(new HttpError(403, { message: 'This advert is not yours.' }));
    render(<AdvertForm advertId={41} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This advert is not yours.');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
