import { pinCapNotice } from './notices';

test('says nothing when every advert of the area is on the map', () => {
  expect(pinCapNotice(267, 267)).toBeNull();
  expect(pinCapNotice(0, 0)).toBeNull();
});

test('says how many pins are shown of how many, with thousands commas, when some were held back', () => {
  expect(pinCapNotice(1000, 12640)).toBe(
    'Showing 1,000 of 12,640 adverts on the map. Zoom in, narrow the filters or draw an area to see the rest.',
  );
});
