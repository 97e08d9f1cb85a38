import type { MapPin } from '@marketplace/shared';
import { advertPinLook, parseImageId, pinFeatures, pinImageId, tagImageId } from './pinLayers';
import { mergePins } from './pins';

const pin = (id: number, lng: number, lat: number, price: number): MapPin =>
  ({ id, longitude: lng, latitude: lat, price, property_category_id: 2, is_sale: 1 }) as unknown as MapPin;

describe('pin images', () => {
  it('are named by what they show, so a missing one is drawn from its name', () => {
    expect(parseImageId(pinImageId('#1565c0', true))).toEqual({ kind: 'pin', colour: '#1565c0', viewed: true });
    expect(parseImageId(tagImageId('£1,250,000', false))).toEqual({ kind: 'tag', size: 'tag-10', viewed: false, text: '£1,250,000' });
    expect(parseImageId(tagImageId('12', true))).toEqual({ kind: 'tag', size: 'tag-3', viewed: true, text: '12' });
  });

  it('leave the style’s own images alone', () => {
    expect(parseImageId('park-icon')).toBeNull();
    expect(parseImageId('pin|#fff|2')).toBeNull();
  });
});

describe('pinFeatures', () => {
  const groups = mergePins([pin(1, -0.1, 51.5, 300000), pin(2, 0.1, 51.6, 950), pin(3, 0.2, 51.6, 4000000)]);

  it('ranks the list’s order, with the selected advert first, so its tag wins where tags overlap', () => {
    expect(pinFeatures(groups, advertPinLook(new Set()), null).features.map((f) => f.properties.rank)).toEqual([1, 2, 3]);
    expect(pinFeatures(groups, advertPinLook(new Set()), 3).features.map((f) => f.properties.rank)).toEqual([1, 2, 0]);
  });

  it('stands each pin at its advert in its category colour, viewed ones faded', () => {
    const [first, second] = pinFeatures(groups, advertPinLook(new Set([2])), null).features;
    if (!first || !second) throw new Error('two pins expected');
    expect(first.geometry.coordinates).toEqual([-0.1, 51.5]);
    expect(first.properties).toMatchObject({ pin: 'pin|#1565c0|0', tag: 'tag|tag-8|0|£300,000' });
    expect(second.properties).toMatchObject({ pin: 'pin|#1565c0|1', tag: 'tag|tag-6|1|£950' });
  });
});
