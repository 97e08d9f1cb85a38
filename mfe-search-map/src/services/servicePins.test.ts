import { providerTitle, servicePinsFromColumns } from './servicePins';

describe('servicePinsFromColumns', () => {
  it('makes one provider per place in the lists, a missing field null', () => {
    const pins = servicePinsFromColumns({
      id: [7, 9],
      latitude: [51.45, 51.5],
      longitude: [-0.19, -0.1],
      service_title: ['Emergency plumbing', null],
      occupation: ['Plumber', 'Electrician'],
      price: [45, null],
    });
    expect(pins).toEqual([
      expect.objectContaining({ id: 7, latitude: 51.45, longitude: -0.19, service_title: 'Emergency plumbing', price: 45, city: null }),
      expect.objectContaining({ id: 9, service_title: null, occupation: 'Electrician', price: null, postcode: null }),
    ]);
    expect(servicePinsFromColumns({})).toEqual([]);
  });
});

test('a provider without a title is named by its occupation', () => {
  expect(providerTitle({ service_title: null, occupation: 'Plumber' })).toBe('Plumber');
});
