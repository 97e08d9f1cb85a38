import type { AdvertContact } from '../entities';
import { marketedBy } from './marketedBy';

const contact: AdvertContact = {
  name: 'Jane Host',
  email: 'jane@example.co.uk',
  company_name: 'Jane Lets Ltd',
  landing_prefix: '+44',
  landing: '20 7946 0000',
  mobile_prefix: '+44',
  mobile: '7700 900000',
  address: { full_address: '1 High Street, London' },
};

test('only the items the contact says are shown appear', () => {
  const block = marketedBy({
    contact: { ...contact, show_company_name: true, show_address: false, show_mobile: true, show_landing: false, show_email: true },
    user: null,
  });
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

test('no show flags shows only the name; no name reads Anonymous', () => {
  const block = marketedBy({ contact: { ...contact, name: null }, user: { id: 3, documents_user_images: { file_path: 'u/3.jpg' } } });
  expect(block).toMatchObject({ name: 'Anonymous', companyName: null, mobile: null, email: null, address: null, photo: 'u/3.jpg' });
});

test('a shown item the contact does not have is left out', () => {
  expect(marketedBy({ contact: { ...contact, landing: null, show_landing: true, show_address: true } })).toMatchObject({
    address: '1 High Street, London',
    landline: null,
  });
});
