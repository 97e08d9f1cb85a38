import type { Advert } from '@marketplace/shared';
import { previewAdvert } from './preview';
import { emptyAdvert, type AdvertFormValues } from './rules';

const shortLet: AdvertFormValues = {
  ...emptyAdvert(),
  ad_kind: 'let',
  is_short_term: true,
  property_category_id: 1,
  property_title: 'Bright rooms by Camden Lock',
  line_1: '12 Jamestown Road',
  city: 'London',
  postcode: 'NW1 7BY',
  latitude: 51.54,
  longitude: -0.146,
  price: 85,
  property_rent_type_id: 3,
  rooms: [
    { room_type_id: 2, quantity: 1, guests: 2, price: 90, property_rent_type_id: 3, smoking_room: false, pet_friendly_room: false },
    { room_type_id: 1, quantity: 1, guests: 1, price: 60, property_rent_type_id: 3, smoking_room: false, pet_friendly_room: false },
  ],
  discounts: { ...emptyAdvert().discounts, last_minute: { on: true, term: 2, fee: 15, fee_type: 1 } },
  settings: [true, false, false, false, true],
};

describe('the preview of what the form holds', () => {
  test('before saving: the form as visitors will see it, unpublished, with its rooms, discounts and settings', () => {
    const advert = previewAdvert(shortLet, null, 7);
    expect(advert).toMatchObject({
      user_id: 7,
      is_published: false,
      is_let: true,
      is_short_term: true,
      property_category: { id: 1, type: 'Residential' },
      property_rent_type: { id: 3, type: 'Night' },
      address: { line_1: '12 Jamestown Road', postcode: 'NW1 7BY', latitude: 51.54 },
      settings: [1, 5],
    });
    expect(advert.property_rooms.map((r) => r.price)).toEqual([90, 60]);
    expect(advert.discounts).toEqual([
      {
        id: -1,
        discount_type_id: 2,
        discount_type: { id: 2, type: 'Last Minute' },
        discount_term: 2,
        discount_fee: 15,
        discount_fee_type: 1,
      },
    ]);
  });

  test('after saving: the photos and catalogue names of the saved advert, the price as edited since', () => {
    const saved: Advert = {
      ...previewAdvert(shortLet, null, 7),
      id: 41,
      is_published: true,
      property_type_id: 2,
      property_type: { id: 2, type: 'Flat' },
      documents_property_images: [{ id: 1, file_path: 'adverts/41/a.webp' }],
    };
    const advert = previewAdvert({ ...shortLet, property_type_id: 2, price: 99 }, saved, 7);
    expect(advert).toMatchObject({ id: 41, is_published: true, price: 99, property_type: { type: 'Flat' } });
    expect(advert.documents_property_images).toHaveLength(1);
  });

  test('before the first save: the type and type detail by the names the lookups gave, not their ids', () => {
    const catalogue = {
      types: [
        { value: 1, label: 'House' },
        { value: 2, label: 'Flat' },
      ],
      details: [{ value: 9, label: 'Flat' }],
      instructions: [],
      cancellationRules: [],
    };
    const advert = previewAdvert({ ...shortLet, property_type_id: 2, property_type_details_id: 9 }, null, 7, catalogue);
    expect(advert.property_category).toEqual({ id: 1, type: 'Residential' });
    expect(advert.property_type).toEqual({ id: 2, type: 'Flat' });
    expect(advert.property_type_details).toEqual({ id: 9, type_detail: 'Flat' });
  });

  test("the contact's address as 'Marketed By' will show it: its own, the property's, or none; the show flags as the form sets them", () => {
    const office = { ...emptyAdvert().contact_address, line_1: '80 Camden High Street', city: 'London', postcode: 'nw1 0lt' };
    expect(previewAdvert({ ...shortLet, contact_address: office }, null, 7).contact).toMatchObject({
      address: { full_address: '80 Camden High Street, London, NW1 0LT, United Kingdom' },
      show_address: false,
      show_email: true,
    });
    expect(previewAdvert({ ...shortLet, contact_same_address: true, contact_address: office }, null, 7).contact?.address).toEqual({
      full_address: '12 Jamestown Road, London, NW1 7BY, United Kingdom',
    });
    expect(previewAdvert(shortLet, null, 7).contact?.address).toBeNull();
  });

  test('the policies as the form holds them, the rules and instructions by name', () => {
    const catalogue = {
      types: [],
      details: [],
      instructions: [{ value: 2, label: 'Key lockbox' }],
      cancellationRules: [{ value: 2, label: 'Fixed Fee Charged' }],
    };
    const advert = previewAdvert(
      {
        ...shortLet,
        check_in_flexible: true,
        check_out_from: '09:00',
        check_out_to: '11:00',
        check_in_instructions_id: 2,
        cancellation_rule_id: 2,
        cancellation_fee: 40,
        contact_company_name: 'Hart Stays',
      },
      null,
      7,
      catalogue,
    );
    expect(advert).toMatchObject({
      check_in_flexible: true,
      check_in_from: null,
      check_out_from: '09:00',
      check_in_instructions: { id: 2, type: 'Key lockbox' },
      cancellation_rule: { id: 2, rule: 'Fixed Fee Charged' },
      cancellation_fee: 40,
      contact: { company_name: 'Hart Stays' },
    });
  });

  test("what the form does not send yet reads as the API would answer it: a whole place's own rooms, a room's beds, unsaved ids", () => {
    const suite = { ...shortLet.rooms[0]!, room_type_id: 8, single_room: 2, double_room: 0, double_beds: 1, wifi: true };
    const advert = previewAdvert({ ...shortLet, rooms: [suite], rules: 'No parties\nNo smoking' }, null, 7);
    expect(advert.property_rooms[0]).toMatchObject({
      id: -1,
      property_room_type: { id: 8, type: 'Suite/Apartment' },
      rooms: [{ property_room_type: { type: 'Single' }, quantity: 2 }],
      property_room_detail: { double_beds: 1, single_beds: 0, wifi: true, tv: false },
    });
    expect(advert.rules).toEqual([
      { id: -1, rule: 'No parties' },
      { id: -2, rule: 'No smoking' },
    ]);
    expect(advert.address.country).toBe(shortLet.country);
    expect(advert.property_details).toMatchObject({ bedrooms: null, wc: 0, garage: false });
  });
});
