import type { RoomDetail } from '@marketplace/shared';
import { roomFixture } from '../test/fixtures';

type AnsweredDetail = ReturnType<typeof roomFixture>['property_room_detail'];
/** The beds and amenities a test looks at; the answer sends every one. */
const detail = (set: RoomDetail) => set as unknown as AnsweredDetail;
import { roomListing } from './rooms';

it('lists a stay room by its type, who it sleeps, its beds, amenities and nightly price', () => {
  const room = roomListing(
    roomFixture({
      quantity: 3,
      guests: 2,
      price: 95,
      discount: true,
      discount_rate: 10,
      pet_friendly_room: true,
      property_room_detail: detail({ double_beds: 1, sofa_beds: 2, wifi: true, tv: true, free_toiletries: true, sea_view: false }),
    }),
    true,
  );
  expect(room).toEqual({
    id: 1,
    name: 'Double room',
    guests: 'Sleeps 2',
    beds: ['1 double bed', '2 sofa beds'],
    amenities: ['Free toiletries', 'Wi-Fi', 'TV'],
    price: '£95 per night',
    monthly: null,
    available: '3 available',
    notes: ['Pets allowed', 'No smoking', '10% off'],
  });
});

it("states a weekly let room's rent per calendar month beside it, and who it houses as tenants", () => {
  const room = roomListing(
    roomFixture({ guests: 1, price: 150, property_rent_type_id: 4, property_rent_type: { id: 4, type: 'Week' } }),
    false,
  );
  expect([room.price, room.monthly, room.guests]).toEqual(['£150 per week', '£650.00 pcm', 'Up to 1 tenant']);
});

it('names a whole place by its rooms and never prices one to be discussed at £0', () => {
  const room = roomListing(
    roomFixture({
      room_type_id: 8,
      property_room_type: { id: 8, type: 'Suite/Apartment' },
      price: 0,
      property_rent_type_id: 6,
      rooms: [
        { property_room_type: { type: 'Double' }, quantity: 2 },
        { property_room_type: { type: 'Single' }, quantity: 1 },
      ],
    }),
    true,
  );
  expect([room.name, room.beds, room.price]).toEqual([
    'Whole place (Suite/Apartment)',
    ['2 double rooms', '1 single room'],
    'To Be Discussed',
  ]);
});
