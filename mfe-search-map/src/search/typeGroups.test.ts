import { defaultSearchFilters } from '@marketplace/shared';
import { chosenTypeNames, tickChild, tickGroup } from './typeGroups';

describe('property type groups', () => {
  it('ticking a group selects all its children and lists their names', () => {
    const next = tickGroup(defaultSearchFilters(), 'flats', true);
    expect([next.flats, next.flat, next.studio, next.maisonette]).toEqual([true, true, true, true]);
    expect(next.property_types).toEqual(['flats', 'flat', 'studio', 'maisonette']);
    expect(next.houses).toBe(false);
  });

  it('unticking a group clears the group and its children', () => {
    const ticked = tickGroup(tickGroup(defaultSearchFilters(), 'flats', true), 'land', true);
    const next = tickGroup(ticked, 'flats', false);
    expect([next.flats, next.flat, next.studio, next.maisonette]).toEqual([false, false, false, false]);
    expect(next.property_types).toEqual(['land', 'greenfield', 'brownfield']);
  });

  it('ticking a child ticks its parent group', () => {
    const next = tickChild(defaultSearchFilters(), 'cottage', true);
    expect(next.houses).toBe(true);
    expect(next.detached_house).toBe(false);
    expect(next.property_types).toEqual(['houses', 'cottage']);
  });

  it('unticking a child keeps the group and drops the name', () => {
    const next = tickChild(tickGroup(defaultSearchFilters(), 'luxury', true), 'villa', false);
    expect(next.luxury).toBe(true);
    expect(next.property_types).toEqual(['luxury', 'mansion']);
  });

  it('groups without children tick on their own', () => {
    const next = tickGroup(defaultSearchFilters(), 'warehouses', true);
    expect(chosenTypeNames(next)).toEqual(['warehouses']);
  });
});
