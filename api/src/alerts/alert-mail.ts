import { advertPrice, formatPriceRange } from '@marketplace/shared/src/rules/advert.ts';
import { isBookedWhole } from '@marketplace/shared/src/rules/booking.ts';
import { mandatoryFeesText, type StayFees } from '@marketplace/shared/src/rules/stayPrice.ts';
import { formatPounds } from '@marketplace/shared/src/rules/format.ts';
import type { ApiConfig } from '../config.ts';
import type { Mail } from '../auth/mail.ts';

/** An advert as an alert tells of it. */
export interface AlertedAdvert {
  id: number;
  title: string;
  /** The home in a few words: '2 bed flat, Ancoats'. */
  home: string;
  /** What the card says: '£1,200 per month', '£450,000', a short stay's '£80 per night + £40 cleaning per stay'. */
  price: string;
  photo: string | null;
  link: string;
  kind: 'new' | 'reduced';
  /** For a reduction: the price before. */
  oldPrice: number | null;
}

/** The most adverts a digest lists; the rest are counted. */
export const DIGEST_ADVERTS = 14;

const base = (url: string) => url.replace(/\/$/, '');

type Named = { type?: string; type_detail?: string } | null | undefined;

/**
 * A home in the few words a bell line has room for, as portals name one: '2 bed flat, Ancoats', '4 bed
 * detached house, Cardiff', 'room, Leeds': its bedrooms, its kind (the detail with its type, or the
 * category), and the first place its address names after the street.
 */
export function homeInShort(card: Record<string, unknown>): string {
  const beds = Number((card.property_details as { bedrooms?: unknown } | null)?.bedrooms) || 0;
  const type = (card.property_type as Named)?.type ?? '';
  const detail = (card.property_type_details as Named)?.type_detail ?? '';
  const category = (card.property_category as Named)?.type ?? 'home';
  const kind = (
    detail && type && !detail.toLowerCase().includes(type.toLowerCase()) ? `${detail} ${type}` : detail || type || category
  ).toLowerCase();
  const address = (card.address as { line_1?: string | null; full_address?: string | null; postcode?: string | null } | null) ?? {};
  const street = new Set((address.line_1 ?? '').split(',').map((part) => part.trim()));
  const place = (address.full_address ?? '')
    .split(',')
    .map((part) => part.trim())
    .find((part) => part && !street.has(part) && part !== address.postcode);
  return `${beds > 0 ? `${beds} bed ` : ''}${kind}${place ? `, ${place}` : ''}`;
}

export function alertedAdvert(
  config: Pick<ApiConfig, 'frontendUrl' | 'publicUrl'>,
  card: Record<string, unknown>,
  kind: AlertedAdvert['kind'],
  oldPrice: number | null,
): AlertedAdvert {
  const images = (card.documents_property_images as { file_path: string }[] | undefined) ?? [];
  const photo = images[0]?.file_path ?? null;
  const nightly = formatPriceRange(advertPrice(card));
  // A short stay's mandatory fees go with its nightly price wherever it is stated.
  const fees =
    card.is_let && card.is_short_term
      ? mandatoryFeesText(
          card.stay_fees as StayFees | null,
          isBookedWhole({
            property_type_details: card.property_type_details as { id: number } | null,
            property_rooms: card.property_rooms as unknown[],
          }),
        )
      : null;
  return {
    id: Number(card.id),
    title: typeof card.property_title === 'string' ? card.property_title : '',
    home: homeInShort(card),
    price: fees ? `${nightly} ${fees}` : nightly,
    photo: photo ? `${base(config.publicUrl)}/storage/${photo.replace(/^\//, '')}` : null,
    link: `${base(config.frontendUrl)}/ad-details/${Number(card.id)}`,
    kind,
    oldPrice,
  };
}

/** 'Reduced from £450,000' or 'New'. */
export const changeLine = (advert: Pick<AlertedAdvert, 'kind' | 'oldPrice'>) =>
  advert.kind === 'reduced' && advert.oldPrice !== null ? `Reduced from ${formatPounds(advert.oldPrice)}` : 'New';

/**
 * The bell's line for an instant alert: what changed and which home first, so a phone's short line still
 * says it ('Price reduced to £1,195 per month: 2 bed flat, Ancoats'), then the saved search it is for.
 */
export const bellMessage = (searchName: string, advert: AlertedAdvert) =>
  advert.kind === 'reduced'
    ? `Price reduced to ${advert.price}: ${advert.home} · for “${searchName}”`
    : `New home, ${advert.price}: ${advert.home} · for “${searchName}”`;

/** RFC 8058's headers and the footer every alert mail carries: one-click unsubscribe and the manage link. */
function unsubscribeParts(config: Pick<ApiConfig, 'frontendUrl' | 'publicUrl'>, token: string, what: string) {
  const oneClick = `${base(config.publicUrl)}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const page = `${base(config.frontendUrl)}/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    footer: [
      '',
      `You asked for these alerts when you saved ${what} on Roofline.`,
      `Unsubscribe: ${page}`,
      `Manage your alerts: ${base(config.frontendUrl)}/dashboard-saved-searches`,
    ],
  };
}

function advertLines(advert: AlertedAdvert): string[] {
  return [advert.title, `${advert.price} · ${changeLine(advert)}`, ...(advert.photo ? [`Photo: ${advert.photo}`] : []), advert.link, ''];
}

/** The mail of an instant alert: one advert for one saved search. */
export function instantMail(
  config: Pick<ApiConfig, 'frontendUrl' | 'publicUrl'>,
  to: string,
  searchName: string,
  advert: AlertedAdvert,
  token: string,
): Mail {
  const { headers, footer } = unsubscribeParts(config, token, `the search “${searchName}”`);
  const subject = advert.kind === 'reduced' ? `Price reduced: ${advert.title}` : `New home for “${searchName}”: ${advert.title}`;
  return {
    to,
    subject,
    headers,
    body: [`A home matching your saved search “${searchName}”:`, '', ...advertLines(advert), ...footer].join('\n'),
  };
}

/** A daily or weekly digest: one mail for all of a person's due searches, 'New' and 'Reduced' sections, 14 adverts at most. */
export function digestMail(
  config: Pick<ApiConfig, 'frontendUrl' | 'publicUrl'>,
  to: string,
  adverts: readonly AlertedAdvert[],
  token: string,
): Mail {
  const shown = adverts.slice(0, DIGEST_ADVERTS);
  const rest = adverts.length - shown.length;
  const fresh = shown.filter((a) => a.kind === 'new');
  const reduced = shown.filter((a) => a.kind === 'reduced');
  const { headers, footer } = unsubscribeParts(config, token, 'searches');
  const section = (title: string, list: AlertedAdvert[]) => (list.length ? [title, '', ...list.flatMap(advertLines)] : []);
  const count = adverts.length === 1 ? '1 home' : `${adverts.length} homes`;
  return {
    to,
    subject: `${count} for your saved searches`,
    headers,
    body: [
      `${count} for your saved searches on Roofline.`,
      '',
      ...section('New', fresh),
      ...section('Reduced', reduced),
      ...(rest > 0 ? [`And ${rest} more: ${base(config.frontendUrl)}/dashboard-saved-searches`] : []),
      ...footer,
    ].join('\n'),
  };
}
