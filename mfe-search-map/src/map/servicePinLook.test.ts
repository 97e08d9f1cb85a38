import type { ServicePin } from '@marketplace/shared';
import { legendEntry } from './legend';
import { mergePins } from './pins';
import { PROVIDER_COLOUR, providerPinLook } from './servicePinLook';

const provider = (id: number, lng: number, lat: number, price: number | null): ServicePin => ({
  id,
  latitude: lat,
  longitude: lng,
  service_title: `Provider ${id}`,
  occupation: 'Plumber',
  price,
  payment_type: 'Per hour',
  city: 'London',
  postcode: 'SW18 4AA',
});

describe('providerPinLook', () => {
  it('tags a provider with its price in the providers’ colour, and merged providers with their count', () => {
    const [single, merged] = mergePins([provider(1, -0.2, 51.4, 45), provider(2, -0.1, 51.5, 60), provider(3, -0.1, 51.5, 80)]);
    if (!single || !merged) throw new Error('two pins expected');
    expect(providerPinLook(single)).toEqual({ colour: PROVIDER_COLOUR, tag: '£45', viewed: false });
    expect(providerPinLook(merged)).toEqual({ colour: legendEntry('multiple').colour, tag: '2', viewed: false });
  });

  it('leaves the tag off a provider without a price', () => {
    const [group] = mergePins([provider(1, -0.2, 51.4, null)]);
    expect(group && providerPinLook(group).tag).toBe('');
  });
});
