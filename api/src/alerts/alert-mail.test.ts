import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alertedAdvert } from './alert-mail.ts';

const config = { frontendUrl: 'https://roofline.test', publicUrl: 'https://api.roofline.test' };

test("an alert states a short stay's mandatory fees beside its nightly price, and a sale's price alone", () => {
  const stay = {
    id: 7,
    property_title: 'Canal-side rooms',
    price: 60,
    is_let: true,
    is_short_term: true,
    property_rent_type_id: 3,
    property_rooms: [{ price: 60, property_rent_type_id: 3 }],
    stay_fees: { cleaning_fee: 20, service_fee: 5 },
  };
  assert.equal(alertedAdvert(config, stay, 'new', null).price, '£60 per night + £20 cleaning, £5 service per room per stay');
  const sale = { id: 8, property_title: 'House', price: 425000, is_sale: true, property_rent_type_id: 1, stay_fees: null };
  assert.equal(alertedAdvert(config, sale, 'new', null).price, '£425,000');
});
