import type { MapPin } from '@marketplace/shared';
import { imagePixelRatio, parseImageId, pinFeatures, pinImageId, tagImageId } from './pinLayers';
import { advertPinLook } from './pinLook';
import { mergePins } from './pins';

const pin = (id: number, lng: number, lat: number, price: number): MapPin =>
  ({ id, longitude: lng, latitude: lat, price, property_category_id: 2, is_sale: 1 }) as unknown as MapPin;

describe('pin images', () => {
  it('are named by what they show, so a missing one is drawn from its name', () => {
    expect(parseImageId(pinImageId('#1565c0', true))).toEqual({ kind: 'pin', colour: '#1565c0', viewed: true });
    expect(parseImageId(tagImageId('£1,250,000', false))).toEqual({
      kind: 'tag',
      size: 'tag-10',
      viewed: false,
      reduced: false,
      status: null,
      text: '£1,250,000',
    });
    expect(parseImageId(tagImageId('12', true))).toEqual({
      kind: 'tag',
      size: 'tag-3',
      viewed: true,
      reduced: false,
      status: null,
      text: '12',
    });
    // A home under offer carries its ribbon on its tag.
    expect(parseImageId(tagImageId('£450,000', false, false, 'sold_stc'))).toMatchObject({ status: 'sold_stc', text: '£450,000' });
    expect(parseImageId('tag|tag-8|0|0|withdrawn|£450,000')).toBeNull();
  });

  it('are drawn at the screen’s pixel ratio rounded up, so the map draws them pixel for pixel', () => {
    expect([1, 1.25, 2, 3, 0].map(imagePixelRatio)).toEqual([1, 2, 2, 3, 1]);
  });

  it('leave the style’s own images alone', () => {
    expect(parseImageId('park-icon')).toBeNull();
    expect(parseImageId('pin|#fff|2')).toBeNull();
  });
});

describe('a pin of a home with an offer accepted', () => {
  it('names its status in its tag, and a merged pin names none', () => {
    const sold = { ...pin(7, -0.1, 51.5, 450000), market_status: 'sold_stc' } as MapPin;
    const [alone] = pinFeatures(mergePins([sold]), advertPinLook(new Set()), null).features;
    expect(alone?.properties.tag).toContain('|sold_stc|');
    const together = pinFeatures(mergePins([sold, { ...sold, id: 8 }]), advertPinLook(new Set()), null).features;
    expect(together).toHaveLength(1);
    expect(together[0]?.properties.tag).not.toContain('sold_stc');
  });
});

describe('pinFeatures', () => {
  const groups = mergePins([pin(1, -0.1, 51.5, 300000), pin(2, 0.1, 51.6, 950), pin(3, 0.2, 51.6, 4000000)]);

  const keysAndRanks = (selectedId: number | null) =>
    pinFeatures(groups, advertPinLook(new Set()), selectedId).features.map((f) => [f.properties.key, f.properties.rank]);

  it('ranks the list’s order with the selected advert first, so its tag wins where tags overlap', () => {
    expect(Object.fromEntries(keysAndRanks(null))).toEqual({ 1: 1, 2: 2, 3: 3 });
    expect(Object.fromEntries(keysAndRanks(2))).toEqual({ 1: 1, 2: 0, 3: 3 });
  });

  it('goes in drawing order: higher in the list on top, the selected advert above all', () => {
    expect(keysAndRanks(null).map(([key]) => key)).toEqual(['3', '2', '1']);
    expect(keysAndRanks(3).map(([key]) => key)).toEqual(['2', '1', '3']);
  });

  it('stands each pin at its advert in its category colour, viewed ones faded', () => {
    const [, second, first] = pinFeatures(groups, advertPinLook(new Set([2])), null).features;
    if (!first || !second) throw new Error('three pins expected');
    expect(first.geometry.coordinates).toEqual([-0.1, 51.5]);
    expect(first.properties).toMatchObject({ pin: 'pin|#1565c0|0', tag: 'tag|tag-8|0|0||£300,000' });
    expect(second.properties).toMatchObject({ pin: 'pin|#1565c0|1', tag: 'tag|tag-6|1|0||£950' });
  });

  it('marks the tag of an advert reduced in the last 14 days, and never a merged pin’s count', () => {
    const reduced = { ...pin(4, 1, 52, 245000), reduced_at: '2026-11-20T10:00:00Z' } as MapPin;
    const [single] = pinFeatures(mergePins([reduced]), advertPinLook(new Set()), null).features;
    expect(single?.properties.tag).toBe('tag|tag-8|0|1||£245,000');
    expect(parseImageId(single?.properties.tag ?? '')).toMatchObject({ kind: 'tag', reduced: true, text: '£245,000' });
    const [merged] = pinFeatures(mergePins([reduced, { ...reduced, id: 5 }]), advertPinLook(new Set()), null).features;
    expect(merged?.properties.tag).toBe('tag|tag-3|0|0||2');
  });
});
