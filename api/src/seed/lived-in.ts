import { v7 as timeOrderedUuid } from 'uuid';
import { SHORTLIST_STATUSES, type ShortlistStatus } from '@marketplace/shared/src/entities/shortlist.ts';
import { REQUEST_MESSAGE_TYPES, requestMessage, type RequestMessageType } from '@marketplace/shared/src/rules/booking.ts';
import type { BookingType } from '@marketplace/shared/src/entities/booking.ts';
import { MESSAGES_PAGE } from '../common/notify.ts';
import type { Row } from './generate.ts';
import type { Random } from './prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Older than this, a seeded message or notification has been read; newer ones wait, as on a used account. */
const READ_AFTER_DAYS = 3;

export interface Person {
  id: number;
  name: string;
}

/** An advert the seed made, as the lived-in rows need it. */
export interface NotedAdvert {
  id: number;
  ownerId: number;
  title: string;
}

/** A seeded booking of a known guest that its conversation tells the story of. */
export interface NotedBooking {
  id: number;
  type: BookingType;
  guestId: number;
  hostId: number;
  subject: { property_id: number; service_id: null } | { property_id: null; service_id: number };
  title: string;
  start: Date;
  end: Date | null;
  created: Date;
}

export interface LivedInInput {
  rnd: Random;
  /** The seed's reference day: everything here happened before it. */
  ref: Date;
  people: { tenant: Person; buyer: Person; host: Person; landlord: Person; private: Person; provider: Person };
  /** Generated people who write to the known advertisers. */
  strangers: Person[];
  adverts: {
    landlordLets: NotedAdvert[];
    privateSales: NotedAdvert[];
    hostStays: NotedAdvert[];
    londonLets: NotedAdvert[];
    londonSales: NotedAdvert[];
  };
  bookings: NotedBooking[];
  nextId(table: 'chat_rooms' | 'messages' | 'favourites'): number;
}

export interface LivedInRows {
  chat_rooms: Row[];
  messages: Row[];
  notifications: Row[];
  favourites: Row[];
  /** The room each noted booking lives in (bookings.chat_room_id). */
  bookingRooms: Map<number, number>;
}

/** One line of a conversation: who writes, how long before the reference day, and what. */
interface Line {
  from: Person;
  daysAgo: number;
  text: string;
  type?: string;
  bookingId?: number;
  /** What the recipient's bell says, when not the message itself. */
  notice?: string;
}

/**
 * The conversations, notifications and favourites of people who have used the product for a few months
 * (issue 44 item 11): the README's people open Messages, the bell and their favourites to find enquiries
 * with replies, booking requests with their cards, and homes they shortlisted. Written in the words the
 * product itself uses (shared's request messages), read up to a few days ago.
 */
export function livedIn(input: LivedInInput): LivedInRows {
  const { rnd, ref, people, adverts } = input;
  const rows: LivedInRows = { chat_rooms: [], messages: [], notifications: [], favourites: [], bookingRooms: new Map() };
  const at = (daysAgo: number) => new Date(ref.getTime() - daysAgo * DAY + rnd.int(8, 20) * HOUR + rnd.int(0, 59) * 60_000);
  const rooms = new Map<string, number>();

  const conversation = (a: Person, b: Person, subject: NotedBooking['subject'], lines: Line[]) => {
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    const key = `${first.id}:${second.id}:${subject.property_id ?? ''}:${subject.service_id ?? ''}`;
    let roomId = rooms.get(key);
    const times = lines.map((line) => at(line.daysAgo)).sort((x, y) => x.getTime() - y.getTime());
    if (roomId === undefined) {
      roomId = input.nextId('chat_rooms');
      rooms.set(key, roomId);
      rows.chat_rooms.push({
        id: roomId,
        first_user_id: first.id,
        second_user_id: second.id,
        ...subject,
        created_at: times[0]?.toISOString(),
        updated_at: times.at(-1)?.toISOString(),
      });
    } else {
      const room = rows.chat_rooms.find((r) => r.id === roomId);
      if (room && times.at(-1)) room.updated_at = times.at(-1)?.toISOString();
    }
    lines.forEach((line, i) => {
      const to = line.from.id === a.id ? b : a;
      const sent = times[i] as Date;
      const read = line.daysAgo > READ_AFTER_DAYS ? new Date(sent.getTime() + rnd.int(1, 18) * HOUR).toISOString() : null;
      rows.messages.push({
        chat_room_id: roomId,
        from_user_id: line.from.id,
        to_user_id: to.id,
        message: line.text,
        message_type: line.type ?? 'text',
        booking_id: line.bookingId ?? null,
        created_at: sent.toISOString(),
        read_at: read,
      });
      const id = timeOrderedUuid({ msecs: sent.getTime(), random: Uint8Array.from({ length: 16 }, () => rnd.int(0, 255)) });
      const message = line.notice ?? `${line.from.name}: ${line.text.slice(0, 120)}`;
      rows.notifications.push({
        id,
        type: line.type === 'text' || line.type === undefined ? 'message' : 'booking',
        notifiable_id: to.id,
        data: { message, url: MESSAGES_PAGE, chat_room_id: roomId, notification_id: id },
        created_at: sent.toISOString(),
        read_at: read,
      });
    });
    return roomId;
  };

  const property = (advert: NotedAdvert) => ({ property_id: advert.id, service_id: null }) as const;
  const { tenant, buyer, host, landlord, provider } = people;
  const seller = people.private;

  // An enquiry about a let, answered, with the agent's follow-up not yet read.
  const let1 = adverts.landlordLets[0];
  if (let1) {
    conversation(tenant, landlord, property(let1), [
      {
        from: tenant,
        daysAgo: 11,
        text: `Hello, is "${let1.title}" still available from next month? I work from home, so the broadband matters.`,
      },
      {
        from: landlord,
        daysAgo: 10,
        text: `Hi ${tenant.name.split(' ')[0]}, yes, it is free from the 1st and has fibre broadband. Would you like to view it?`,
      },
      { from: tenant, daysAgo: 10, text: 'Yes please, any weekday after 5pm or Saturday morning suits me.' },
      { from: landlord, daysAgo: 1, text: 'I can do Saturday at 10:00 or 11:30. Let me know which suits you and I will confirm.' },
    ]);
  }
  // A buyer and a private seller.
  const sale1 = adverts.privateSales[0];
  if (sale1) {
    conversation(buyer, seller, property(sale1), [
      {
        from: buyer,
        daysAgo: 8,
        text: `Good afternoon, is there a chain above you for "${sale1.title}"? We are chain free with a mortgage in principle.`,
      },
      { from: seller, daysAgo: 7, text: 'Hello, no chain: we have already moved out, so we could complete quickly.' },
      { from: buyer, daysAgo: 2, text: 'That is good to hear. Could we see it again this weekend with my partner?' },
    ]);
  }
  // Strangers' questions about the host's stays and the agent's lets; the latest of each unanswered.
  const questions = [
    'Is there parking nearby, and is it free overnight?',
    'Would an early check-in at noon be possible?',
    'Are pets considered? We have a small, quiet dog.',
    'Is the flat on a bus route to the centre?',
    'Could you tell me the council tax band and what the bills come to?',
  ];
  const replies = [
    'Yes, there is free street parking right outside.',
    'Usually yes: let me know your dates and I will check the cleaning.',
    'A small dog is fine, with a £25 fee for the stay.',
    'Yes, the stop is two minutes away, every ten minutes in the day.',
    'Band C, and the bills were about £140 a month last winter.',
  ];
  const askAbout = (owner: Person, list: NotedAdvert[], from: number) =>
    list.slice(0, 3).forEach((advert, i, asking) => {
      const last = i === asking.length - 1;
      const stranger = input.strangers[(from + i) % Math.max(1, input.strangers.length)];
      if (!stranger) return;
      const q = (from + i) % questions.length;
      const asked = last ? 2 : 9 - 4 * i;
      const lines: Line[] = [{ from: stranger, daysAgo: asked, text: questions[q] as string }];
      if (!last) lines.push({ from: owner, daysAgo: asked - 1, text: replies[q] as string });
      conversation(stranger, owner, property(advert), lines);
    });
  askAbout(host, adverts.hostStays, 0);
  askAbout(landlord, adverts.landlordLets, 3);

  // Each seeded booking of a known guest, told in its conversation: the request card, the acceptance, a word after.
  for (const booking of input.bookings) {
    const guest = [tenant, buyer].find((p) => p.id === booking.guestId);
    const advertiser = [host, provider, landlord, seller].find((p) => p.id === booking.hostId);
    if (!guest || !advertiser) continue;
    const requested = Math.max(1, Math.round((ref.getTime() - booking.created.getTime()) / DAY));
    const requestType: RequestMessageType = REQUEST_MESSAGE_TYPES[booking.type];
    const text = requestMessage(booking.type, booking.title, booking.start, booking.end);
    const lines: Line[] = [
      { from: guest, daysAgo: requested, text, type: requestType, bookingId: booking.id },
      {
        from: advertiser,
        daysAgo: Math.max(1, requested - 1),
        text: 'I have accepted your request.',
        type: 'booking_accepted',
        bookingId: booking.id,
        notice: `Your booking of ${booking.title} was accepted.`,
      },
    ];
    const after = Math.max(1, Math.round((ref.getTime() - (booking.end ?? booking.start).getTime()) / DAY));
    if (booking.type === 'reserve')
      lines.push({ from: guest, daysAgo: after, text: 'Thank you, we had a lovely stay and left the keys in the safe.' });
    else if (booking.type === 'appoint')
      lines.push({ from: advertiser, daysAgo: after, text: 'All done: the new valve is in and the boiler pressure is steady.' });
    rows.bookingRooms.set(booking.id, conversation(guest, advertiser, booking.subject, lines));
  }

  // Homes shortlisted while looking: some with a status and a note, as a mover's board has them.
  const notes: Partial<Record<ShortlistStatus, string>> = {
    viewing: 'Viewing booked for Saturday morning.',
    offer: 'Offered 3% under the asking price, waiting to hear.',
    not_for_me: 'Too far from the station.',
  };
  const shortlist = (person: Person, list: NotedAdvert[], count: number) =>
    list.slice(0, count).forEach((advert, i) => {
      const status = SHORTLIST_STATUSES[i % SHORTLIST_STATUSES.length] as ShortlistStatus;
      const created = at(30 - i * 3);
      rows.favourites.push({
        id: input.nextId('favourites'),
        user_id: person.id,
        property_id: advert.id,
        status,
        note: notes[status] ?? null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      });
    });
  shortlist(tenant, adverts.londonLets, 5);
  shortlist(buyer, adverts.londonSales, 5);
  // A thread lists its messages in id order: ids follow the time they were sent, whichever booking they are about.
  rows.messages.sort((x, y) => String(x.created_at).localeCompare(String(y.created_at)));
  for (const message of rows.messages) message.id = input.nextId('messages');
  return rows;
}
