import { changedFields } from './edits';

describe('changedFields', () => {
  it('lists each field that differs, in words, with both values', () => {
    const mine = { property_title: 'Canal flat', price: 950, is_let: true, rooms: [{ price: 90 }, { price: 60 }], version: 3 };
    const saved = { property_title: 'Canal-side flat', price: 950, is_let: false, rooms: [{ price: 95 }], version: 4 };
    expect(changedFields(mine, saved, ['version'])).toEqual([
      { field: 'Property title', mine: 'Canal flat', saved: 'Canal-side flat' },
      { field: 'Is let', mine: 'Yes', saved: 'No' },
      { field: 'Rooms 1: price', mine: '90', saved: '95' },
      { field: 'Rooms 2', mine: '{"price":60}', saved: '(empty)' },
    ]);
  });

  it('reads an empty text, null and a missing field as the same, and finds nothing when they agree', () => {
    expect(changedFields({ a: '', b: null, c: { d: 1 } }, { b: undefined, c: { d: 1 } })).toEqual([]);
  });
});
