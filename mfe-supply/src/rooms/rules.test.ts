import type { Room, RoomForm } from '@marketplace/shared';
import {
  copyOfRoom,
  emptyRoom,
  frequencyOptions,
  guestsLabel,
  initialRoom,
  roomFormOf,
  roomName,
  roomSections,
  roomToAdd,
  spaceTypeOptions,
  validateRoom,
} from './rules';

const filled = (over: Partial<RoomForm> = {}): RoomForm => ({
  ...emptyRoom(true),
  room_type_id: 2,
  guests: 2,
  price: 90,
  double_beds: 1,
  ...over,
});

describe('payment frequency and guests label', () => {
  test('a short stay is paid Per Hour or Per Night, anything else Per Week or Per Month', () => {
    expect(frequencyOptions(true)).toEqual([
      { value: 2, label: 'Per Hour' },
      { value: 3, label: 'Per Night' },
    ]);
    expect(frequencyOptions(false)).toEqual([
      { value: 4, label: 'Per Week' },
      { value: 5, label: 'Per Month' },
    ]);
  });

  test("guests are 'Max Guests' for a short stay and 'Max Tenants' otherwise", () => {
    expect(guestsLabel(true)).toBe('Max Guests');
    expect(guestsLabel(false)).toBe('Max Tenants');
  });
});

describe('space types', () => {
  test('all eight are offered, the whole place last and named as such', () => {
    const options = spaceTypeOptions({ isRoom: false, hasSuite: false });
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(options[7]).toEqual({ value: 8, label: 'Whole Place (Suite/Apartment)', disabled: false });
  });

  test('a room advert cannot offer a whole place; an advert that has one cannot add another', () => {
    expect(spaceTypeOptions({ isRoom: true, hasSuite: false }).some((o) => o.value === 8)).toBe(false);
    expect(spaceTypeOptions({ isRoom: false, hasSuite: true }).find((o) => o.value === 8)?.disabled).toBe(true);
    expect(spaceTypeOptions({ isRoom: false, hasSuite: true }).filter((o) => o.disabled)).toHaveLength(1);
  });
});

describe('opening the dialog', () => {
  test('empty with quantity 1 and the usual frequency (Per Night, Per Month) when no room is given', () => {
    expect(initialRoom(true)).toMatchObject({ room_type_id: null, quantity: 1, property_rent_type_id: 3, price: null });
    expect(initialRoom(false).property_rent_type_id).toBe(5);
  });

  test('pre-filled as a copy of a room it is given, saved (with an id) or not yet', () => {
    const room = filled({ id: 7, price: 120 });
    expect(initialRoom(true, room)).toEqual(room);
    expect(initialRoom(true, room)).not.toBe(room);
    expect(initialRoom(true, filled({ price: 120 })).price).toBe(120);
  });

  test('a copy to add as another room has everything but the id', () => {
    const copy = copyOfRoom(filled({ id: 7, price: 120, is_existing_room: true, sea_view: true }));
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('is_existing_room');
    expect(copy).toMatchObject({ room_type_id: 2, price: 120, sea_view: true });
  });
});

describe('validating a room', () => {
  test('a complete room has no errors', () => {
    expect(validateRoom(filled())).toEqual({});
  });

  test('an empty room asks for the space type, price, guests and every bed while none is set', () => {
    const errors = validateRoom(emptyRoom(true));
    expect(errors.room_type_id).toBe('This field is required');
    expect(errors.price).toBe('This field is required');
    expect(errors.guests).toBe('This field is required');
    expect(errors.single_beds).toBe('This field is required');
    expect(errors.hammocks).toBe('This field is required');
    expect(errors.quantity).toBeUndefined();
  });

  test('one bed set clears the other beds', () => {
    const errors = validateRoom(filled({ double_beds: null, sofa_beds: 1 }));
    expect(errors).toEqual({});
  });

  test('the limits: price 1 to 999999999999, guests and quantity 1 to 999, beds up to 9999', () => {
    const errors = validateRoom(filled({ price: 1_000_000_000_000, guests: 1000, quantity: 0, double_beds: 10_000 }));
    expect(errors.price).toBe('The maximum allowed value is 999999999999');
    expect(errors.guests).toBe('The maximum allowed value is 999');
    expect(errors.quantity).toBe('The minimum required value is 1');
    expect(errors.double_beds).toBe('The maximum allowed value is 9999');
    expect(validateRoom(filled({ price: 0.5 })).price).toBe('The minimum required value is 1');
  });

  test('a whole place asks for single or double rooms, not beds', () => {
    const whole = filled({ room_type_id: 8, double_beds: null });
    expect(validateRoom(whole)).toEqual({ single_room: 'This field is required', double_room: 'This field is required' });
    expect(validateRoom({ ...whole, double_room: 2 })).toEqual({});
  });
  test("a room's own discount needs its rate, 1 to 100 percent", () => {
    expect(validateRoom(filled({ discount: true })).discount_rate).toBe('This field is required');
    expect(validateRoom(filled({ discount: true, discount_rate: 101 })).discount_rate).toBe('The maximum allowed value is 100');
    expect(validateRoom(filled({ discount: true, discount_rate: 15 }))).toEqual({});
    expect(validateRoom(filled({ discount: false, discount_rate: 500 }))).toEqual({});
  });
});

describe('the room sent with room:added', () => {
  test('keeps a discount rate only while the discount is on', () => {
    expect(roomToAdd(filled({ discount: true, discount_rate: 15 })).discount_rate).toBe(15);
    expect(roomToAdd(filled({ discount: false, discount_rate: 15 }))).not.toHaveProperty('discount_rate');
  });

  test('carries the labels of its space type and frequency', () => {
    const room = roomToAdd(filled({ property_rent_type_id: 3 }));
    expect(room.property_room_type).toEqual({ type: 'Double' });
    expect(room.property_rent_type).toEqual({ type: 'Night' });
  });

  test('a whole place edited as a whole place keeps the beds it came with, which the dialog does not show', () => {
    const saved = filled({ id: 4, room_type_id: 8, single_room: 1, double_room: 2, sofa_beds: 1 });
    expect(roomToAdd({ ...saved, price: 300 }, saved)).toMatchObject({ sofa_beds: 1, double_room: 2, price: 300 });
    // Made a whole place from a double room, it drops the beds.
    expect(roomToAdd({ ...filled({ id: 5 }), room_type_id: 8, double_room: 1 }, filled({ id: 5 }))).not.toHaveProperty('double_beds');
  });

  test('a whole place keeps its room counts and drops beds; a room the other way round', () => {
    const whole = roomToAdd(filled({ room_type_id: 8, single_room: 1, double_beds: 3 }));
    expect(whole.double_beds).toBeUndefined();
    expect(whole.single_room).toBe(1);
    const double = roomToAdd(filled({ single_room: 2 }));
    expect(double.single_room).toBeUndefined();
    expect(double.double_beds).toBe(1);
  });
});

describe('the room details viewer', () => {
  test('shows only sections with a value set, in the spec’s words', () => {
    const sections = roomSections(filled({ kettle: true, sea_view: 1, towels: true }));
    expect(sections).toEqual([
      { title: 'Beds', items: ['Double beds: 1'] },
      { title: 'Kitchen Like Extras', items: ['Kettle'] },
      { title: 'En-suite & Extras', items: ['Towels'] },
      { title: 'View', items: ['Sea view'] },
    ]);
  });

  test('a saved whole place lists its rooms with their type', () => {
    const saved: Room = {
      id: 3,
      price: 200,
      property_rent_type_id: 3,
      room_type_id: 8,
      rooms: [
        { property_room_type: { type: 'Double' }, quantity: 2 },
        { property_room_type: { type: 'Single' }, quantity: 1 },
      ],
      property_room_detail: { wifi: true },
    };
    expect(roomSections(saved)).toEqual([
      { title: 'Rooms', items: ['Double: 2', 'Single: 1'] },
      { title: 'Practical', items: ['Wifi'] },
    ]);
  });
});

describe('a saved room in the form', () => {
  const saved = {
    id: 31,
    room_type_id: 8,
    property_room_type: { id: 8, type: 'Suite/Apartment' },
    quantity: 1,
    guests: 4,
    price: '1250.00' as unknown as number,
    property_rent_type_id: 3,
    property_rent_type: { id: 3, type: 'Night' },
    discount: false,
    discount_rate: null,
    smoking_room: false,
    pet_friendly_room: true,
    rooms: [
      { property_room_type: { type: 'Single' }, quantity: 1 },
      { property_room_type: { type: 'Double' }, quantity: 2 },
    ],
    property_room_detail: { id: 90, double_beds: 2, single_beds: 1, sofa_beds: 1, wifi: true },
  };

  test("keeps a whole place's single and double rooms, beds and amenities, with the labels a new room carries", () => {
    const room = roomFormOf(saved);
    expect(room).toMatchObject({
      id: 31,
      single_room: 1,
      double_room: 2,
      sofa_beds: 1,
      wifi: true,
      price: 1250,
      property_room_type: { type: 'Whole Place (Suite/Apartment)' },
      property_rent_type: { type: 'Night' },
    });
    expect(validateRoom(room)).toEqual({});
    expect(roomName(room)).toBe('Whole Place (Suite/Apartment) × 1 — £1,250 per Night');
    expect(roomSections(room)[0]).toEqual({ title: 'Rooms', items: ['Single: 1', 'Double: 2'] });
  });

  test('an ordinary room has no room counts', () => {
    const room = roomFormOf({ ...saved, room_type_id: 2, rooms: [], property_rent_type_id: 2 });
    expect(room).not.toHaveProperty('single_room');
    expect(roomName(room)).toBe('Double × 1 — £1,250 per Hour');
  });
});
