import type { DashboardListing } from '@marketplace/shared';
import { choiceOf, choiceValue, pickerChoices, subjectKey, subjectOf } from './calendarSubject';

const listing = (id: number, title: string): DashboardListing => ({
  id,
  title,
  price: 100,
  photo: null,
  status: 'published',
  views: 0,
  enquiries: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('the calendar picker', () => {
  const page = [listing(31, 'Flat 31, Mill Lane'), listing(32, 'Flat 32, Mill Lane')];

  it('lists the page the search found', () => {
    expect(pickerChoices(page, 'adverts', null).map((c) => c.title)).toEqual(['Flat 31, Mill Lane', 'Flat 32, Mill Lane']);
  });

  it('keeps the calendar shown first when the page found does not hold it', () => {
    const shown = { kind: 'adverts' as const, id: 200, title: 'Flat 200, Mill Lane' };
    expect(pickerChoices(page, 'adverts', shown).map((c) => c.id)).toEqual([200, 31, 32]);
    expect(pickerChoices(page, 'adverts', { ...shown, id: 32 }).map((c) => c.id)).toEqual([31, 32]);
  });

  it('tells an advert from a service of the same id', () => {
    const service = { kind: 'services' as const, id: 31, title: 'Boiler service' };
    const choices = pickerChoices(page, 'adverts', service);
    expect(choices.map(choiceValue)).toEqual(['services:31', 'adverts:31', 'adverts:32']);
    expect(choiceOf(choices, 'adverts:31')?.title).toBe('Flat 31, Mill Lane');
    expect(subjectKey(service)).toBe('service_id');
  });

  it('knows a short stay, whose calendar syncs with other platforms', () => {
    const pricing = (is_short_term: boolean) => ({ is_let: true, is_short_term }) as unknown as NonNullable<DashboardListing['pricing']>;
    expect(subjectOf('adverts', { ...listing(7, 'Canal-side rooms'), pricing: pricing(true) }).stay).toBe(true);
    expect(subjectOf('adverts', { ...listing(8, 'Flat to let'), pricing: pricing(false) }).stay).toBe(false);
    expect(subjectOf('services', listing(9, 'Boiler repair')).stay).toBe(false);
  });
});
