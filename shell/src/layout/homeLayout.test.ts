import { runInAction } from 'mobx';
import { bus, defaultSearchFilters } from '@marketplace/shared';
import { homeLayout, toggleResultsList } from './homeLayout';

test('the introduction stands until the first search', () => {
  expect(homeLayout.intro).toBe(true);
  bus.emit('search:submitted', { filters: defaultSearchFilters() });
  expect(homeLayout.intro).toBe(false);
});

test('opening the list or the filters ends the introduction too', () => {
  runInAction(() => (homeLayout.intro = true));
  toggleResultsList(true);
  expect(homeLayout.listOpen).toBe(true);
  expect(homeLayout.intro).toBe(false);
  runInAction(() => (homeLayout.intro = true));
  toggleResultsList(false);
  expect(homeLayout.intro).toBe(true);
  homeLayout.setSearchOpen(true);
  expect(homeLayout.intro).toBe(false);
});

test('the detail column follows the advert events, so it stands beside the list only while an advert is open', () => {
  expect(homeLayout.detailWanted).toBe(false);
  bus.emit('advert:open', { advertId: 7, source: 'list' });
  expect(homeLayout.detailOpen).toBe(true);
  expect(homeLayout.openedAdvertId).toBe(7);
  bus.emit('advert:close', { advertId: 7 });
  expect(homeLayout.detailOpen).toBe(false);
  expect(homeLayout.openedAdvertId).toBe(null);
  // The detail remote, once asked for, stays placed: it keeps its state while closed.
  expect(homeLayout.detailWanted).toBe(true);
});
