import type { Contact } from '../entities';
import { marketedBy } from './marketedBy';

const contact: Contact = {
  name: 'Jane Host',
  email: 'jane@example.co.uk',
  company_name: 'Jane Lets Ltd',
  landing_prefix: '+44',
  landing: '20 7946 0000',
  mobile_prefix: '+44',
  mobile: '7700 900000',
  address: { full_address: '1 High Street, London' },
};
const on = (setting_id: number) => ({ setting_id, setting_value: '1' });
const off = (setting_id: number) => ({ setting_id, setting_value: '0' });

test('only the items the advertiser switched on are shown', () => {
  const block = marketedBy({ contact, settings: [on(1), off(2), on(3), off(4), on(5)], user: null });
  expect(block).toEqual({
    name: 'Jane Host',
    companyName: 'Jane Lets Ltd',
    address: null,
    mobile: '+44 7700 900000',
    landline: null,
    email: 'jane@example.co.uk',
    photo: null,
  });
});

test('no settings shows only the name; no name reads Anonymous', () => {
  const block = marketedBy({
    contact: { ...contact, name: null },
    settings: [],
    user: { id: 3, documents_user_images: { file_path: 'u/3.jpg' } },
  });
  expect(block).toMatchObject({ name: 'Anonymous', companyName: null, mobile: null, email: null, address: null, photo: 'u/3.jpg' });
});

test('settings given as bare ids count as on', () => {
  expect(marketedBy({ contact, settings: [2, 4] })).toMatchObject({ address: '1 High Street, London', landline: '+44 20 7946 0000' });
});
