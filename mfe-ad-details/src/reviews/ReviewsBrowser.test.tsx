import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, type GuestReview } from '@marketplace/shared';
import { installTestConfig } from '../test/fixtures';
import { formFields, stubApi } from '../test/http';
import { NO_REVIEWS, ReviewsBrowser } from './ReviewsBrowser';

beforeAll(installTestConfig);
afterEach(() => jest.restoreAllMocks());

const neighbourhood = (id: number, score: number, name: string | null) => ({
  id,
  created_at: '2026-03-02T10:00:00Z',
  address: 'Acton, London',
  review_amenities: score,
  review_crime: score,
  review_community: score,
  review_location: score,
  review_text: `Review ${id}`,
  user: name ? { contact: { name } } : null,
});

it('lists neighbourhood reviews with the overall rating, and filters them by star band', async () => {
  stubApi({
    'POST api/neighbourhood-reviews': {
      data: [neighbourhood(1, 5, 'Ann Lee'), neighbourhood(2, 2, null), neighbourhood(3, 4, 'Tom Hill')],
    },
  });
  render(<ReviewsBrowser type="neighbourhood" subjectId={48} />);
  await act(async () => undefined);
  expect(screen.getByText('Rating:').parentElement?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 3.7 out of 5');
  expect(screen.getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual([
    'Review by Ann Lee',
    'Review by Anonymous',
    'Review by Tom Hill',
  ]);
  const card = screen.getByRole('listitem', { name: 'Review by Ann Lee' });
  expect(within(card).getByText('Acton, London')).toBeTruthy();
  expect(within(card).getByText('02/03/2026')).toBeTruthy();
  expect(within(card).getByText('Crime')).toBeTruthy();

  for (const band of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
    expect(screen.getByLabelText<HTMLInputElement>(band).checked).toBe(true);
  fireEvent.click(screen.getByLabelText('5 stars'));
  fireEvent.click(screen.getByLabelText('2 stars'));
  expect(screen.getAllByRole('listitem').map((c) => c.getAttribute('aria-label'))).toEqual(['Review by Tom Hill']);
  fireEvent.click(screen.getByLabelText('4 stars'));
  expect(screen.getByText(NO_REVIEWS)).toBeTruthy();
});

it('refetches neighbourhood reviews when the radius changes', async () => {
  const calls = stubApi({ 'POST api/neighbourhood-reviews': { data: [] } });
  render(<ReviewsBrowser type="neighbourhood" subjectId={48} />);
  await act(async () => undefined);
  const radius = screen.getByLabelText<HTMLSelectElement>('Radius');
  expect(Array.from(radius.options).map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '15']);
  expect(radius.value).toBe('5');
  await act(async () => fireEvent.change(radius, { target: { value: '15' } }));
  expect(calls.map((c) => formFields(c.body).radius)).toEqual(['5', '15']);
  expect(screen.getByText(NO_REVIEWS)).toBeTruthy();
});

it('shows host cards with the property address and host, and no radius', async () => {
  stubApi({
    'POST api/host-reviews': {
      data: [
        {
          id: 66,
          created_at: '2026-10-08T14:02:09.000Z',
          review_communication: 4,
          review_cleanliness: 5,
          review_location: 4,
          review_value: 4,
          review_text: 'Lovely host.',
          user: { contact: { name: 'Hamish Richardson' } },
          booking: {
            property: {
              address: { line_1: '57 Alexandra Road', city: 'Liverpool', county: 'Merseyside', postcode: 'L37 7FE' },
              contact: { name: 'Daniel Hughes' },
            },
          },
        },
      ],
    },
  });
  render(<ReviewsBrowser type="host" subjectId={3} />);
  await act(async () => undefined);
  const card = screen.getByRole('listitem', { name: 'Review by Hamish Richardson' });
  expect(within(card).getByText('57 Alexandra Road, Liverpool, Merseyside, L37 7FE')).toBeTruthy();
  expect(within(card).getByText('Host: Daniel Hughes')).toBeTruthy();
  expect(within(card).getByText('08/10/2026')).toBeTruthy();
  expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
  expect(screen.queryByLabelText('Radius')).toBeNull();
});

it('finds service reviews through the service provider and occupation', async () => {
  const calls = stubApi({
    'GET api/services/1': { data: { id: 1, user_id: 5, service_type_occupation_id: 1 } },
    'POST api/service-reviews': {
      data: [
        {
          id: 1,
          created_at: '2026-06-10T18:40:40.000Z',
          review_communication: 5,
          review_professionalism: 5,
          review_value: 5,
          review_text: null,
          user: { contact: { name: 'Priya Brown' } },
          booking: { service: { contact: { name: 'Mohammed Ali' }, occupation: { type: 'Plumber' } } },
        },
      ],
    },
  });
  render(<ReviewsBrowser type="service" subjectId={1} />);
  await act(async () => undefined);
  expect(formFields(calls[1]?.body)).toEqual({ service_provider_id: '5', service_type_occupation_id: '1' });
  const card = screen.getByRole('listitem', { name: 'Review by Priya Brown' });
  expect(within(card).getByText('Provider: Mohammed Ali')).toBeTruthy();
  expect(within(card).getByText('Occupation: Plumber')).toBeTruthy();
});

it('shows the message and the errors when the call fails', async () => {
  const { HttpError } = await import('@marketplace/shared');
  stubApi({
    'POST api/host-reviews': new HttpError(422, {
      message: 'The ad id field is required.',
      errors: { ad_id: ['The ad id field is required.'] },
    }),
  });
  jest.useFakeTimers();
  try {
    render(<ReviewsBrowser type="host" subjectId={3} />);
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toBe('The ad id field is required.');
    expect(screen.getByRole('alert').textContent).toBe('The ad id field is required.');

    // The error list clears after 4 seconds; the message stays.
    act(() => void jest.advanceTimersByTime(3999));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The ad id field is required.');
  } finally {
    jest.useRealTimers();
  }
});

it('reloads when a review of its kind is added', async () => {
  const calls = stubApi({ 'POST api/neighbourhood-reviews': { data: [] } });
  render(<ReviewsBrowser type="neighbourhood" subjectId={48} />);
  await act(async () => undefined);
  await act(async () => bus.emit('review:added', { reviewType: 'neighbourhood', adId: 48 }));
  expect(calls).toHaveLength(2);
});

/** A guest review as api/guest-reviews answers it. */
const guestReview: GuestReview = {
  id: 41,
  created_at: '2026-04-18T09:00:00Z',
  review_star: 4,
  review_text: 'Left the flat spotless.',
  user: { contact: { name: 'Daniel Hughes' } },
  booking: {
    guest: { contact: { name: 'Priya Shah' }, documents_user_images: { file_path: 'users/9/photo.jpg' } },
    property: { contact: { name: 'Hughes Lettings' } },
  },
  property: {
    address: { street: 'Fore Street', line_1: '12 Fore Street', city: 'Exeter', county: 'Devon', postcode: 'EX4 3AT', full_address: null },
    documents_property_images: [],
  },
};

it('shows a pre-supplied feed of guest reviews without calling the API', async () => {
  const calls = stubApi({});
  render(<ReviewsBrowser type="guest" subjectId={9} feed={[guestReview]} />);
  await act(async () => undefined);
  expect(calls).toEqual([]);
  const card = screen.getByRole('listitem', { name: 'Review by Daniel Hughes' });
  expect(within(card).getByText('Fore Street, Exeter, Devon, EX4 3AT')).toBeTruthy();
  expect(within(card).getByText('18/04/2026')).toBeTruthy();
  // Without the optional mode: no guest picture and no contact name.
  expect(within(card).queryByRole('img', { name: 'Guest' })).toBeNull();
  expect(within(card).queryByText('Host: Hughes Lettings')).toBeNull();
});

it("the guest list's optional mode adds the guest's picture and the property's contact name", async () => {
  stubApi({});
  render(<ReviewsBrowser type="guest" subjectId={9} feed={[guestReview]} detailed />);
  await act(async () => undefined);
  const card = screen.getByRole('listitem', { name: 'Review by Daniel Hughes' });
  expect(within(card).getByRole('img', { name: 'Guest' }).getAttribute('src')).toMatch(/users\/9\/photo\.jpg$/);
  expect(within(card).getByText('Host: Hughes Lettings')).toBeTruthy();
});
