import { test } from 'node:test';
import assert from 'node:assert/strict';
import { publicContact, shownSettings } from './privacy.ts';

const contact = {
  name: 'Ada Lovelace',
  company_name: 'Lovelace Lettings',
  landing_prefix: '+44',
  landing: '20 7946 0001',
  mobile_prefix: '+44',
  mobile: '7700 900001',
  email: 'ada@example.test',
  full_address: '1 High Street, Bath',
};

test('only the items switched on are sent', () => {
  const settings = shownSettings([
    { setting_id: 1, setting_value: '1' },
    { setting_id: 2, setting_value: '0' },
    { setting_id: 3, setting_value: '1' },
    { setting_id: 4, setting_value: '0' },
    { setting_id: 5, setting_value: '0' },
  ]);
  assert.deepEqual(settings, [1, 3]);
  const c = publicContact(contact, settings);
  assert.equal(c.company_name, 'Lovelace Lettings');
  assert.equal(c.mobile, '7700 900001');
  assert.equal(c.address, null);
  assert.equal(c.landing, null);
  assert.equal(c.email, null);
  assert.equal(JSON.stringify(c).includes('ada@example.test'), false);
});

test('a missing name reads as Anonymous', () => {
  assert.equal(publicContact({ ...contact, name: '  ' }, []).name, 'Anonymous');
  assert.equal(publicContact(null, [1, 2, 3, 4, 5]).name, 'Anonymous');
});
