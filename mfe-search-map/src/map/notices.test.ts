import { pinCapNotice } from './notices';

test('says nothing when every advert of the area is on the map', () => {
  expect(pinCapNotice(267, 267, 'adverts')).toBeNull();
  expect(pinCapNotice(0, 0, 'providers')).toBeNull();
});

test('says how many pins are shown of how many, with thousands commas, when some were held back', () => {
  expect(pinCapNotice(5000, 12640, 'adverts')).toBe(
    'Showing 5,000 of 12,640 adverts on the map. Zoom in, narrow the filters or draw an area to see the rest.',
  );
  expect(pinCapNotice(5000, 5001, 'providers')).toMatch(/^Showing 5,000 of 5,001 providers on the map\./);
});
