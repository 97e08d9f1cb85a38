import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpError, bus } from '@marketplace/shared';
import { installTestConfig } from '../test/config';
import { AdvertForm } from './AdvertForm';
import { advertFormApi, type SavedAdvert } from './api';
import { placeOnMap } from '../address/api';

jest.mock('./api', () => ({
  advertFormApi: {
    categories: jest.fn(() => Promise.resolve([{ value: 1, label: 'Residential' }])),
    types: jest.fn(() => Promise.resolve([{ value: 2, label: 'Flat' }])),
    typeDetails: jest.fn(() => Promise.resolve([])),
    load: jest.fn(),
    save: jest.fn(() => Promise.resolve({ id: 41, version: 1, withdrawn_rooms: [] })),
    publish: jest.fn(() => Promise.resolve({ id: 41, is_published: true })),
    upload: jest.fn(),
    removeImage: jest.fn(),
    policyChoices: jest.fn(() => Promise.resolve({ instructions: [], cancellationRules: [] })),
    orderImages: jest.fn(),
    settings: jest.fn(() => Promise.resolve([true, false, false, false, true])),
    saveSettings: jest.fn(() => Promise.resolve({})),
  },
}));

jest.mock('../address/api', () => ({
  placeOnMap: jest.fn(() => Promise.resolve({ position: [-0.1462, 51.5405], nation: 'england', status: 'Found on the map.' })),
}));

beforeAll(installTestConfig);

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

/** A new sale advert through its what, where and price steps, left on the price step. */
async function fillSaleInLeeds() {
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
}

/** A wanted (to buy) advert as the owner's GET answers it, at `version`. */
const york = (title: string, version: number) =>
  ({
    id: 42,
    is_buy: true,
    property_category_id: 1,
    property_title: title,
    price: '200000',
    address: { line_1: '1 Stonegate', city: 'York', county: null, postcode: 'YO1 8AS', latitude: 53.96, longitude: -1.08 },
    documents_property_images: [],
    documents_floorplans_images: [],
    version,
    withdrawn_rooms: [],
  }) as unknown as SavedAdvert;

describe('the advert form', () => {
  test('Next on an empty first step shows the messages and stays', async () => {
    render(<AdvertForm />);
    await click('Next');
    // Under each field, and in the summary above the form as links; the first field takes the focus.
    expect(screen.getAllByText('This field is required', { selector: '.ui-field__error', exact: false })).toHaveLength(3);
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getAllByRole('link')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Ad type'));
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
    expect(screen.getByText('Please find the address on the map', { selector: '.ui-field__error', exact: false })).toBeTruthy();
    await click('Find on the map');
    expect(placeOnMap).toHaveBeenCalledWith('NW1 7BY', 'London', 'United Kingdom');
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
    await fillSaleInLeeds();
    expect(screen.queryByLabelText('Available from')).toBeNull();
    expect(screen.getByLabelText('Auction')).toBeTruthy();
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Details and amenities' })).toBeTruthy();
    await click('Next');
    // A home for sale states its material information: optional for a draft, needed to publish.
    expect(screen.getByRole('heading', { name: 'Material information' })).toBeTruthy();
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Photos and floorplans' })).toBeTruthy();
    await click('Next');
    await click('Next');
    await click('Save');
    expect(screen.getByRole('heading', { name: 'Where' })).toBeTruthy();
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('The postcode field must be a valid UK postcode.', { selector: '.ui-field__error', exact: false }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
    expect(screen.getByText('Please scroll up to see error messages.')).toBeTruthy();
  });

  test('Publish without Part A goes to the price step with the message under the band; a draft saves as it is', async () => {
    jest.mocked(advertFormApi.save).mockClear();
    await fillSaleInLeeds();
    expect(screen.getByLabelText('Council tax band')).toBeTruthy();
    expect(screen.getByLabelText('Tenure')).toBeTruthy();
    for (let step = 0; step < 5; step += 1) await click('Next');
    await click('Publish');
    expect(advertFormApi.save).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Price and dates' })).toBeTruthy();
    expect(
      screen.getByText('The council tax band is required to publish this advert.', { selector: '.ui-field__error', exact: false }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Price (£)').value).toBe('250000');
    change('Council tax band', 'C');
    change('Tenure', 'leasehold');
    expect(screen.getByLabelText('Years left on the lease (years)')).toBeTruthy();
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Details and amenities' })).toBeTruthy();
  });

  test('a let shows the deposit caps as the rent is typed', async () => {
    render(<AdvertForm />);
    await act(async () => undefined);
    change('Ad type', 'let');
    change('Category', '1');
    change('Title', 'Two bedroom flat');
    await click('Next');
    change('Address line', '3 Park Row');
    change('Town or city', 'Leeds');
    change('Postcode', 'LS1 5HD');
    await click('Find on the map');
    await click('Next');
    change('Price (£)', '1300');
    change('Rent frequency', '5');
    expect(screen.getByText("Holding deposit at most £300.00 (one week's rent); deposit at most £1,500.00 (5 weeks' rent).")).toBeTruthy();
    change('Price (£)', '1000');
    expect(screen.getByText("Holding deposit at most £230.76 (one week's rent); deposit at most £1,153.84 (5 weeks' rent).")).toBeTruthy();
    expect(screen.getByText('In England: its law applies.')).toBeTruthy();
  });

  test('an advert answer the form cannot read shows why, not an empty form to save over it', async () => {
    jest.mocked(advertFormApi.load).mockResolvedValueOnce(null as unknown as SavedAdvert);
    render(<AdvertForm advertId={41} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This advert could not be found.');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  test("another user's advert is refused with the API's message and no form", async () => {
    jest.mocked(advertFormApi.load).mockRejectedValueOnce(new HttpError(403, { message: 'This advert is not yours.' }));
    render(<AdvertForm advertId={41} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This advert is not yours.');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  test('a new advert is saved before its photos are added; a saved one reorders and removes photos and floorplans', async () => {
    const flat = {
      id: 41,
      is_sale: true,
      property_category_id: 1,
      property_title: 'Semi in Leeds',
      price: '250000',
      address: { line_1: '3 Park Row', city: 'Leeds', county: null, postcode: 'LS1 5HD', latitude: 53.79, longitude: -1.54 },
      documents_property_images: [
        { id: 1, file_path: 'adverts/41/front.webp' },
        { id: 2, file_path: 'adverts/41/kitchen.webp' },
      ],
      documents_floorplans_images: [
        { id: 7, file_path: 'adverts/41/ground.webp' },
        { id: 8, file_path: 'adverts/41/first.webp' },
      ],
      version: 1,
      withdrawn_rooms: [],
    } as unknown as SavedAdvert;
    jest.mocked(advertFormApi.save).mockResolvedValueOnce(flat);
    jest
      .mocked(advertFormApi.orderImages)
      .mockResolvedValueOnce([flat.documents_floorplans_images[1]!, flat.documents_floorplans_images[0]!]);
    jest.mocked(advertFormApi.removeImage).mockResolvedValueOnce([flat.documents_property_images[1]!]);
    await fillSaleInLeeds();
    await click('Next');
    await click('Next');
    await click('Next');
    expect(screen.queryByRole('group', { name: 'Photos' })).toBeNull();
    await click('Save and add photos');
    expect(advertFormApi.save).toHaveBeenCalledWith(null, expect.objectContaining({ property_title: 'Semi in Leeds' }));
    expect(advertFormApi.publish).not.toHaveBeenCalled();

    const plans = screen.getByRole('group', { name: 'Floorplans' });
    await act(async () => {
      fireEvent.click(within(plans).getAllByRole('button', { name: 'Later' })[0]!);
    });
    expect(advertFormApi.orderImages).toHaveBeenCalledWith(41, 'floorplan', [8, 7]);
    expect(
      within(plans)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([expect.stringContaining('first.webp'), expect.stringContaining('ground.webp')]);
    expect(within(plans).getByText('Floorplan moved to place 2.')).toBeTruthy();
    await click('Remove photo 1');
    expect(advertFormApi.removeImage).toHaveBeenCalledWith(41, 'photo', 1);
    expect(within(screen.getByRole('group', { name: 'Photos' })).getAllByRole('img')).toHaveLength(1);
  });

  test('a wanted (to buy) advert has photos but no floorplans, as its page shows none', async () => {
    jest.mocked(advertFormApi.load).mockResolvedValueOnce(york('Wanted: a flat in York', 1));
    render(<AdvertForm advertId={42} />);
    expect(await screen.findByDisplayValue('Wanted: a flat in York')).toBeTruthy();
    for (let step = 0; step < 4; step += 1) await click('Next');
    expect(screen.getByRole('heading', { name: 'Photos and floorplans' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Photos' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Floorplans' })).toBeNull();
  });

  test("a saved advert's steps open directly from their chips, the current one marked; a new advert's are walked in order", async () => {
    jest.mocked(advertFormApi.load).mockResolvedValueOnce(york('Wanted: a flat in York', 1));
    const { unmount } = render(<AdvertForm advertId={42} />);
    await screen.findByDisplayValue('Wanted: a flat in York');
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByRole('button', { current: 'step' }).textContent).toMatch(/^1\. What/);
    await act(async () => fireEvent.click(within(steps).getByRole('button', { name: /^5\. Photos and floorplans/ })));
    expect(screen.getByRole('heading', { name: 'Photos and floorplans' })).toBeTruthy();
    expect(within(steps).getByRole('button', { current: 'step' }).textContent).toMatch(/^5\. Photos and floorplans/);
    // Straight back to the first step, the title as loaded, without five Backs.
    await act(async () => fireEvent.click(within(steps).getByRole('button', { name: /^1\. What/ })));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Wanted: a flat in York');
    unmount();

    render(<AdvertForm />);
    await act(async () => undefined);
    expect(within(screen.getByRole('list', { name: 'Steps' })).queryAllByRole('button')).toHaveLength(0);
  });

  test('Save as draft and Load draft open the Form Drafts modal with the form as it stands; only Load draft offers loading', async () => {
    const opened = jest.fn();
    const off = bus.on('modal:open', opened);
    render(<AdvertForm />);
    await act(async () => undefined);
    change('Title', 'Mews house');
    await click('Save as draft');
    expect(opened).toHaveBeenLastCalledWith(
      expect.objectContaining({
        kind: 'form-draft',
        draftType: 'advert',
        canLoad: false,
        data: expect.objectContaining({ property_title: 'Mews house' }),
      }),
    );
    await click('Load draft');
    expect(opened).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'form-draft', canLoad: true }));
    act(() => bus.emit('draft:loaded', { draftType: 'advert', data: { property_title: 'Flat by the canal', ad_kind: 'sale' } }));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Flat by the canal');
    off();
  });

  describe('a save over a newer version (issue 40)', () => {
    const stale = () =>
      new HttpError(409, { message: 'This advert was changed in another window, or by someone else, after you opened it.', version: 5 });

    async function openAndSave() {
      jest.mocked(advertFormApi.load).mockResolvedValueOnce(york('Wanted: a flat in York', 4));
      render(<AdvertForm advertId={42} />);
      // The form's first render on a loaded machine can take more than findBy's default second.
      await screen.findByDisplayValue('Wanted: a flat in York', undefined, { timeout: 10_000 });
      change('Title', 'Wanted: a flat near the Minster');
      for (let step = 0; step < 6; step += 1) if (screen.queryByRole('button', { name: 'Next' })) await click('Next');
      jest.mocked(advertFormApi.save).mockRejectedValueOnce(stale());
      await click('Save');
    }

    test('is refused with why, names the version it was loaded at, and keeps what was typed', async () => {
      await openAndSave();
      expect(advertFormApi.save).toHaveBeenLastCalledWith(
        42,
        expect.objectContaining({ version: 4, property_title: 'Wanted: a flat near the Minster' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Changed since you opened it' });
      expect(within(dialog).getByRole('alert').textContent).toMatch(/changed in another window/);
      expect(screen.queryByText(/^Saved/)).toBeNull();
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' })));
      expect(screen.queryByRole('dialog')).toBeNull();
      // The form still holds the edit: saved again, it sends it (and is refused again, nothing written).
      jest.mocked(advertFormApi.save).mockRejectedValueOnce(stale());
      await click('Save');
      expect(advertFormApi.save).toHaveBeenLastCalledWith(
        42,
        expect.objectContaining({ version: 4, property_title: 'Wanted: a flat near the Minster' }),
      );
    });

    test('compares, then saves over the newer version only when the person chooses to', async () => {
      await openAndSave();
      jest.mocked(advertFormApi.load).mockResolvedValueOnce(york('Wanted: a flat in York, any floor', 5));
      await click('Compare');
      const rows = within(screen.getByRole('table', { name: 'What differs' })).getAllByRole('row');
      expect(rows[1]?.textContent).toBe('Property titleWanted: a flat near the MinsterWanted: a flat in York, any floor');
      jest.mocked(advertFormApi.save).mockResolvedValueOnce(york('Wanted: a flat near the Minster', 6));
      await click('Save mine instead');
      expect(advertFormApi.save).toHaveBeenLastCalledWith(
        42,
        expect.objectContaining({ version: 5, property_title: 'Wanted: a flat near the Minster' }),
      );
      expect(screen.getByText('Saved. Your advert is not published yet.')).toBeTruthy();
    });

    test('reloads the saved version into the form when the person chooses to', async () => {
      await openAndSave();
      jest.mocked(advertFormApi.load).mockResolvedValueOnce(york('Wanted: a flat in York, any floor', 5));
      await click('Reload the saved version');
      expect(screen.getByText('The saved version is loaded.')).toBeTruthy();
      for (let step = 0; step < 7; step += 1) if (screen.queryByRole('button', { name: 'Back' })) await click('Back');
      expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Wanted: a flat in York, any floor');
    });
  });

  test('a refused publish says what was saved and why it is not published', async () => {
    jest.mocked(advertFormApi.load).mockResolvedValueOnce({
      id: 42,
      is_buy: true,
      property_category_id: 1,
      property_title: 'Wanted: a flat in York',
      price: '200000',
      address: { line_1: '1 Stonegate', city: 'York', county: null, postcode: 'YO1 8AS', latitude: 53.96, longitude: -1.08 },
      documents_property_images: [],
      documents_floorplans_images: [],
      version: 1,
      withdrawn_rooms: [],
    } as unknown as SavedAdvert);
    render(<AdvertForm advertId={42} />);
    await screen.findByDisplayValue('Wanted: a flat in York');
    for (let step = 0; step < 6; step += 1) if (screen.queryByRole('button', { name: 'Next' })) await click('Next');
    jest.mocked(advertFormApi.publish).mockRejectedValueOnce(
      new HttpError(403, {
        message: 'Confirm your e-mail address before you publish an advert: open the link we sent to a@b.test, or ask for a new one.',
      }),
    );
    await click('Publish');
    expect(
      screen.getByText(
        'Saved, not published. Confirm your e-mail address before you publish an advert: open the link we sent to a@b.test, or ask for a new one.',
      ),
    ).toBeTruthy();
  });
});
