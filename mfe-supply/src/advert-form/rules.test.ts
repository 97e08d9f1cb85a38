import type { Advert } from '@marketplace/shared';
import { NOT_LOCATED_MESSAGE, emptyAddress } from '../address/rules';

const POSTCODE_MESSAGE = 'Please enter a valid UK postcode';
import { emptyAdvert, flagLabel, flagsFor, stepsFor, toAdvertBody, validateStep, valuesFromAdvert, type AdvertFormValues } from './rules';

const advert = (over: Partial<AdvertFormValues> = {}): AdvertFormValues => ({ ...emptyAdvert(), ...over });

describe('steps and fields by ad type', () => {
  test('a short-term let walks through rooms and policies; a sale through neither; a home on the market through its material information', () => {
    expect(stepsFor(advert({ ad_kind: 'let', is_short_term: false, property_category_id: 1, nation: 'england' }))).toContain('material');
    // Abroad, its own country's law: no UK material information.
    expect(stepsFor(advert({ ad_kind: 'let', is_short_term: false, property_category_id: 1, nation: null }))).not.toContain('material');
    expect(stepsFor(advert({ ad_kind: 'sale', property_category_id: 2 }))).not.toContain('material');
    expect(stepsFor(advert({ ad_kind: 'let', is_short_term: true, property_category_id: 1, nation: 'scotland' }))).toContain('material');
    expect(stepsFor(advert({ ad_kind: 'let', is_short_term: true }))).toEqual([
      'what',
      'where',
      'price',
      'rooms',
      'details',
      'policies',
      'photos',
      'contact',
      'preview',
    ]);
    expect(stepsFor(advert({ ad_kind: 'let', is_short_term: false, property_category_id: 1 }))).not.toContain('policies');
    expect(stepsFor(advert({ ad_kind: 'sale', is_short_term: false }))).toEqual([
      'what',
      'where',
      'price',
      'details',
      'photos',
      'contact',
      'preview',
    ]);
  });

  test('tenure and auction flags belong to sales, furnished and DSS to lettings, as in the search filters', () => {
    expect(flagsFor('sale')).toEqual(
      expect.arrayContaining(['is_freehold', 'is_auction', 'is_tenanted', 'is_shared_ownership', 'is_chain_free']),
    );
    expect(flagsFor('sale')).not.toContain('is_furnished');
    expect(flagsFor('let')).toContain('is_furnished');
    // 'DSS Accepted' left lets with the Renters' Rights Act 2025 (shared's RETIRED_FILTERS).
    expect(flagsFor('let')).not.toContain('is_dss_accepted');
    expect(flagsFor('let')).not.toContain('is_freehold');
    expect(flagsFor('let')).not.toContain('is_tenanted');
    expect(flagsFor('let')).not.toContain('is_chain_free');
    // Retirement homes are sold and let; pets matter to a buyer of a leasehold flat as to a tenant.
    for (const kind of ['sale', 'let', 'buy', 'rent'] as const)
      expect(flagsFor(kind)).toEqual(expect.arrayContaining(['is_over_60s', 'is_pet_friendly']));
  });

  test('an advert column that is a search filter is a switch with the filter’s words, and is sent', () => {
    expect(flagsFor('sale')).toContain('is_new_build');
    expect(flagLabel('is_new_build')).toBe('New Build');
    expect(flagLabel('pet_friendly_paid')).toBe('Pet friendly paid');
    // Capitalised as the switches beside it and the result card's mark.
    expect(flagLabel('is_coming_soon')).toBe('Coming Soon');
    const values = advert({ ad_kind: 'sale', flags: { is_new_build: true } });
    expect(toAdvertBody(values)).toMatchObject({ is_new_build: true, is_hmo: false });
  });
});

describe('step validation', () => {
  test('what: the ad type, category and a title of 3 to 255 characters', () => {
    expect(validateStep('what', advert())).toEqual({
      ad_kind: 'This field is required',
      property_category_id: 'This field is required',
      property_title: 'This field is required',
    });
    expect(validateStep('what', advert({ ad_kind: 'sale', property_category_id: 1, property_title: 'ab' })).property_title).toBe(
      'The minimum required length is 3 characters',
    );
    expect(validateStep('what', advert({ ad_kind: 'sale', property_category_id: 1, property_title: 'Semi in Leeds' }))).toEqual({});
  });

  test('where: a UK postcode found on the map', () => {
    const where = advert({ line_1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA' });
    expect(validateStep('where', { ...where, postcode: '12345' }).postcode).toBe(POSTCODE_MESSAGE);
    expect(validateStep('where', where).postcode).toBe(NOT_LOCATED_MESSAGE);
    expect(validateStep('where', { ...where, latitude: 53.8, longitude: -1.55 })).toEqual({});
  });

  test('price: required and within the limit; a letting also needs its frequency; dates in order', () => {
    expect(validateStep('price', advert({ ad_kind: 'sale' })).price).toBe('This field is required');
    expect(validateStep('price', advert({ ad_kind: 'sale', price: 1e12 })).price).toBe('The maximum allowed value is 999999999999');
    expect(validateStep('price', advert({ ad_kind: 'let', price: 900 })).property_rent_type_id).toBe('This field is required');
    expect(
      validateStep(
        'price',
        advert({ ad_kind: 'let', price: 900, property_rent_type_id: 5, date_start: '2026-03-01', date_end: '2026-02-01' }),
      ).date_end,
    ).toBeTruthy();
  });

  test('rooms: a home or a room let short-term offers at least one room; a studio, a barn or a campsite is let whole', () => {
    const shortLet = (over: Partial<AdvertFormValues>) => advert({ ad_kind: 'let', is_short_term: true, property_category_id: 1, ...over });
    expect(validateStep('rooms', shortLet({})).rooms).toBe('This field is required');
    expect(validateStep('rooms', shortLet({ property_category_id: 7 })).rooms).toBe('This field is required');
    expect(validateStep('rooms', shortLet({ property_type_details_id: 8 }))).toEqual({});
    expect(validateStep('rooms', shortLet({ property_category_id: 6 }))).toEqual({});
  });
});

describe('the body sent to the server', () => {
  test('sets only the flags of its kind and drops the rooms’ labels', () => {
    const body = toAdvertBody(
      advert({
        ad_kind: 'let',
        is_short_term: true,
        flags: { is_furnished: true, is_freehold: true },
        // A Scottish stay shows its EPC; a council tax band is no stay's.
        property_category_id: 1,
        nation: 'scotland',
        material: { epc_rating: 'B', council_tax_band: 'C' },
        rooms: [
          {
            room_type_id: 2,
            quantity: 1,
            guests: 2,
            price: 90,
            property_rent_type_id: 3,
            smoking_room: false,
            pet_friendly_room: false,
            double_beds: 1,
            property_room_type: { type: 'Double' },
          },
        ],
      }),
    );
    expect(body).toMatchObject({
      is_let: true,
      is_sale: false,
      is_short_term: true,
      is_furnished: true,
      epc_rating: 'B',
      council_tax_band: null,
    });
    expect(body).not.toHaveProperty('is_freehold');
    expect((body.rooms as object[])[0]).not.toHaveProperty('property_room_type');
  });
});

describe('editing an advert', () => {
  // An advert as GET api/user/adverts/{id} answers it, with every part the form edits.
  const saved = {
    id: 41,
    is_let: 1,
    is_sale: 0,
    is_buy: 0,
    is_rent: 0,
    is_short_term: 1,
    is_room: 0,
    is_pet_friendly: 1,
    is_furnished: 0,
    property_category_id: 1,
    property_type_id: 2,
    property_type_details_id: 5,
    property_title: 'Canal-side flat',
    property_description: '<p>Bright</p>',
    price: 120,
    property_rent_type_id: 3,
    date_start: '2026-12-01',
    date_end: '2027-03-31',
    tenants_guests: 4,
    property_square_meter: 70,
    epc_rating: null,
    property_details: { id: 9, bath_room: 2, wifi: 1, parking_fee: 15 },
    address: {
      id: 3,
      line_1: '4 Wharf Road',
      street: null,
      city: 'London',
      county: 'Greater London',
      postcode: 'N1 7GR',
      full_address: null,
      latitude: 51.53,
      longitude: -0.09,
    },
    property_rooms: [],
    check_in_from: '15:00:00',
    check_out_to: '11:00:00',
    cancellation_period: 7,
    rules: [
      { id: 1, rule: 'No parties' },
      { id: 2, rule: 'No smoking' },
    ],
    contact: { name: 'Priya Shah', email: 'landlord@roofline.test', mobile: '7700900123' },
  } as unknown as Advert;

  test('loads every field the form has, so saving sends back what the owner did not touch', () => {
    const body = toAdvertBody(valuesFromAdvert(saved));
    expect(body).toMatchObject({
      is_let: true,
      is_short_term: true,
      is_pet_friendly: true,
      property_type_id: 2,
      property_type_details_id: 5,
      date_start: '2026-12-01',
      date_end: '2027-03-31',
      tenants_guests: 4,
      property_square_meter: 70,
      details: { bath_room: 2, wifi: 1, parking_fee: 15 },
      policies: { check_in_from: '15:00', check_out_to: '11:00', cancellation_period: 7 },
      rules: ['No parties', 'No smoking'],
      contact: { name: 'Priya Shah', email: 'landlord@roofline.test', mobile: '7700900123' },
    });
    expect(body.details).not.toHaveProperty('id');
  });

  test('what its ad type does not show is sent back as loaded, but never a switch of another ad type; a changed ad type leaves it out', () => {
    // A let saved freehold and mixed-use before the fields had one home, with a whole place: a whole place has no beds to ask.
    const let_ = {
      ...saved,
      is_short_term: false,
      is_freehold: true,
      is_mixed_use: true,
      property_rooms: [
        {
          id: 31,
          room_type_id: 8,
          quantity: 1,
          guests: 4,
          price: 1250,
          property_rent_type_id: 5,
          rooms: [{ property_room_type: { type: 'Double' }, quantity: 2 }],
          property_room_detail: { double_beds: 2 },
        },
      ],
    } as unknown as Advert;
    const values = valuesFromAdvert(let_);
    const kept = toAdvertBody(values, values);
    // Tenure and the sale statuses belong to sales (shared's advert fields): the API refuses them on a let.
    expect(kept).not.toHaveProperty('is_freehold');
    expect(kept).not.toHaveProperty('is_mixed_use');
    expect(kept.rooms).toEqual([
      expect.objectContaining({ id: 31, room_type_id: 8, double_room: 2, double_beds: 2, property_rent_type_id: 5 }),
    ]);
    // The person makes it a sale: the let's own values go.
    const sale = toAdvertBody({ ...values, ad_kind: 'sale' }, values);
    expect(sale).toMatchObject({ is_let: false, is_sale: true, rooms: [], date_start: null, tenants_guests: null });
    // Left out, a flag is saved off.
    expect(sale).not.toHaveProperty('is_furnished');
  });

  test("an address abroad keeps its country, and its postcode is checked as that country's", () => {
    const dublin = valuesFromAdvert({
      ...saved,
      address: { ...saved.address, line_1: '3 Harcourt Street', city: 'Dublin', postcode: 'D02 XA4F', country: 'Ireland' },
    });
    expect(dublin.country).toBe('Ireland');
    expect(validateStep('where', dublin)).toEqual({});
    expect(toAdvertBody(dublin, dublin).address).toMatchObject({ postcode: 'D02 XA4F', country: 'Ireland' });
    expect(validateStep('where', { ...dublin, postcode: 'NW1 7BY' }).postcode).toBe('Please enter a valid Eircode');
  });
});

describe('policies', () => {
  const shortStay = (over: Partial<AdvertFormValues>) => ({ ...emptyAdvert(), ad_kind: 'let' as const, is_short_term: true, ...over });

  test('a flexible check-in sends no times; the fee goes with the Fixed Fee Charged rule only', () => {
    const flexible = shortStay({
      check_in_flexible: true,
      check_in_from: '15:00',
      check_out_from: '09:00',
      check_out_to: '11:00',
      check_in_instructions_id: 2,
      cancellation_rule_id: 1,
      cancellation_fee: 40,
      cancellation_late_rule_id: 4,
    });
    expect(toAdvertBody(flexible).policies).toMatchObject({
      check_in_flexible: true,
      check_in_from: null,
      check_out_from: '09:00',
      check_out_to: '11:00',
      check_in_instructions_id: 2,
      cancellation_rule_id: 1,
      cancellation_fee: null,
      cancellation_late_rule_id: 4,
    });
    expect(toAdvertBody({ ...flexible, cancellation_rule_id: 2 }).policies).toMatchObject({ cancellation_fee: 40 });
  });

  test('the Fixed Fee Charged rule needs its fee; a window must end after it starts', () => {
    expect(validateStep('policies', shortStay({ cancellation_rule_id: 2 }))).toEqual({ cancellation_fee: 'This field is required' });
    expect(validateStep('policies', shortStay({ cancellation_rule_id: 1 }))).toEqual({});
    expect(validateStep('policies', shortStay({ check_in_from: '20:00', check_in_to: '15:00' }))).toHaveProperty('check_in_to');
    expect(validateStep('policies', shortStay({ check_in_flexible: true, check_in_from: '20:00', check_in_to: '15:00' }))).toEqual({});
  });

  test('an advert being edited brings back its policies, second address line and every contact item', () => {
    const values = valuesFromAdvert({
      is_let: true,
      is_short_term: true,
      check_in_flexible: 1,
      check_out_from: '09:00:00',
      check_in_instructions: { id: 2, type: 'Key lockbox' },
      cancellation_rule: { id: 2, rule: 'Fixed Fee Charged' },
      cancellation_fee: '40.00',
      cancellation_late_rule_id: 4,
      address: { line_1: '4 Wharf Road', line_2: 'Flat 3', street: 'Wharf Road', city: 'London', postcode: 'N1 7GR' },
      contact: { name: 'Priya Shah', company_name: 'Shah Lettings', landing_prefix: '+44', landing: '2079460000', mobile_prefix: '+44' },
    } as unknown as Advert);
    expect(values).toMatchObject({
      check_in_flexible: true,
      check_out_from: '09:00',
      check_in_instructions_id: 2,
      cancellation_rule_id: 2,
      cancellation_fee: 40,
      cancellation_late_rule_id: 4,
      line_2: 'Flat 3',
      street: 'Wharf Road',
      contact_company_name: 'Shah Lettings',
      contact_landing: '2079460000',
    });
    expect(toAdvertBody(values).contact).toMatchObject({ company_name: 'Shah Lettings', landing_prefix: '+44', mobile_prefix: '+44' });
  });
});

describe("the contact's own address", () => {
  const office = { ...emptyAddress(), line_1: '80 Camden High Street', city: 'London', postcode: 'NW1 0LT' };
  const located = { ...office, latitude: 51.537, longitude: -0.14 };

  test('none is asked for until a part is filled in; then the same rule as the property: a UK postcode found on the map', () => {
    expect(validateStep('contact', advert())).toEqual({});
    expect(validateStep('contact', advert({ contact_address: { ...emptyAddress(), city: 'London' } }))).toEqual({
      'contact_address.line_1': 'This field is required',
      'contact_address.postcode': 'This field is required',
    });
    expect(validateStep('contact', advert({ contact_address: { ...located, postcode: 'NW1' } }))).toEqual({
      'contact_address.postcode': POSTCODE_MESSAGE,
    });
    expect(validateStep('contact', advert({ contact_address: office }))).toEqual({ 'contact_address.postcode': NOT_LOCATED_MESSAGE });
    expect(validateStep('contact', advert({ contact_address: located }))).toEqual({});
  });

  test("adverts that show the contact's address (setting 2) need one; 'Same as the property's address' is one", () => {
    const showing = [false, true, false, false, false];
    expect(validateStep('contact', advert({ settings: showing }))).toHaveProperty(['contact_address.line_1'], 'This field is required');
    expect(validateStep('contact', advert({ settings: showing, contact_same_address: true }))).toEqual({});
  });

  test('the body sends its own address, the property’s, or none (null removes a saved one)', () => {
    expect(toAdvertBody(advert({ contact_address: located })).contact).toMatchObject({
      same_as_listing_address: false,
      address: { line_1: '80 Camden High Street', postcode: 'NW1 0LT', latitude: 51.537 },
    });
    expect(toAdvertBody(advert({ contact_same_address: true, contact_address: located })).contact).toMatchObject({
      same_as_listing_address: true,
      address: null,
    });
    expect(toAdvertBody(advert()).contact).toMatchObject({ same_as_listing_address: false, address: null });
  });

  test("an advert being edited brings back the contact's address, or the tick when it is the property's own", () => {
    const property = { id: 5, line_1: '12 Jamestown Road', city: 'London', postcode: 'NW1 7BY', latitude: 51.54, longitude: -0.146 };
    const own = valuesFromAdvert({ is_let: true, address: property, contact: { address: { id: 9, ...located } } } as unknown as Advert);
    expect(own).toMatchObject({ contact_same_address: false, contact_address: located });
    const same = valuesFromAdvert({ is_let: true, address: property, contact: { address: { ...property } } } as unknown as Advert);
    expect(same).toMatchObject({ contact_same_address: true, contact_address: emptyAddress() });
  });
});
