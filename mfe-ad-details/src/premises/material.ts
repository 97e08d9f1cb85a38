import {
  ASK_AGENT_LABEL,
  EPC_RATINGS,
  MATERIAL_FIELDS,
  advertKindOf,
  formatPounds,
  materialFieldsFor,
  materialValueLabel,
  rentPerMonth,
  roomRents,
  type Advert,
  type EpcRating,
  type MaterialField,
  type MaterialFieldSpec,
  type MaterialInformation,
} from '@marketplace/shared';
import type { DetailRow } from './sections';

/** The advert's material information, read as the rules decide what applies to it (what it does not state reads 'Ask agent'). */
function stated(advert: Advert) {
  const values = Object.fromEntries(
    Object.keys(MATERIAL_FIELDS).map((key) => [key, advert[key as MaterialField] ?? null]),
  ) as MaterialInformation;
  const fields = materialFieldsFor({
    kind: advertKindOf(advert),
    isShortTerm: Boolean(advert.is_short_term),
    categoryId: advert.property_category_id,
    nation: advert.nation,
    isSharedOwnership: Boolean(advert.is_shared_ownership),
    price: advert.price === null ? null : Number(advert.price),
    rentTypeId: advert.property_rent_type_id,
    values,
  });
  return { values, fields: fields.map(({ key }) => key) };
}

function valueOf(key: MaterialField, value: string | number | null): string | null {
  const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
  if (value === null) return null;
  if (field.kind === 'money') return formatPounds(value, { decimals: Number.isInteger(Number(value)) ? 0 : 2 });
  if (field.kind === 'number') return `${Number(value)}${field.unit === '%' ? '%' : ` ${field.unit}`}`;
  return materialValueLabel(key, value);
}

/** The words of each money row of Part A, as Rightmove's key information reads. */
const PART_A_LABELS: Partial<Record<MaterialField, string>> = {
  domestic_rates_pa: 'Domestic rates',
  ground_rent_pa: 'Ground rent',
  service_charge_pa: 'Service charge',
  shared_ownership_rent_pcm: 'Rent on the remaining share',
};
const SUFFIX: Partial<Record<MaterialField, string>> = {
  domestic_rates_pa: ' a year',
  ground_rent_pa: ' a year',
  service_charge_pa: ' a year',
  shared_ownership_rent_pcm: ' pcm',
};

const pcmText = (pcm: number) => `${formatPounds(pcm, { decimals: Number.isInteger(pcm) ? 0 : 2 })} pcm`;

/**
 * Part A's rent: one per tenancy. A let by its rooms states each room's own rent (a room is let on its own
 * tenancy; shared's roomRents), a weekly one with its monthly figure; any other let its one rent.
 */
function rentRows(advert: Advert): DetailRow[] {
  if (!roomRents(advert)) {
    const pcm = rentPerMonth(Number(advert.price), advert.property_rent_type_id);
    return pcm === null ? [] : [{ label: 'Rent', value: pcmText(pcm) }];
  }
  return (advert.property_rooms ?? []).flatMap((room, index) => {
    const pcm = rentPerMonth(Number(room.price), room.property_rent_type_id);
    if (pcm === null) return [];
    const weekly = room.property_rent_type_id === 4 ? `${formatPounds(Number(room.price), { decimals: 2 })} pw, ` : '';
    const quantity = room.quantity > 1 ? ` (${room.quantity} rooms, each)` : '';
    const name = room.property_room_type?.type ? `${room.property_room_type.type} room` : `Room ${index + 1}`;
    return [{ label: `Rent: ${name}${quantity}`, value: `${weekly}${pcmText(pcm)}, its own tenancy` }];
  });
}

export interface MaterialInformationView {
  /** Part A (and a commercial property's rateable value): beside the price. */
  partA: DetailRow[];
  /** The EPC: the current and potential ratings on the A to G chart, or why there is none. */
  epc: { current: EpcRating | null; potential: EpcRating | null; exemption: string | null } | null;
  /** Parts B and C, and a short let's licence: a compact list, 'Ask agent' where unknown. */
  more: DetailRow[];
}

/** What the advert page's 'Material information' shows, or null when nothing applies (a wanted advert). */
export function materialInformation(advert: Advert): MaterialInformationView | null {
  const { values, fields } = stated(advert);
  if (!fields.length) return null;
  const partA: DetailRow[] = [];
  const more: DetailRow[] = [];
  if (fields.includes('deposit')) partA.push(...rentRows(advert));
  for (const key of fields) {
    const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
    if (field.part === 'EPC') continue;
    const value = valueOf(key, values[key]);
    if (field.part === 'A' || field.part === 'rates') {
      if (value !== null) partA.push({ label: PART_A_LABELS[key] ?? field.label, value: `${value}${SUFFIX[key] ?? ''}` });
    } else if (field.kind === 'choice') {
      more.push({ label: field.label, value: value ?? ASK_AGENT_LABEL });
    } else if (value !== null) {
      more.push({ label: field.label, value });
    }
  }
  const rating = (v: unknown) => ((EPC_RATINGS as readonly unknown[]).includes(v) ? (v as EpcRating) : null);
  const epc = fields.includes('epc_rating')
    ? {
        current: rating(values.epc_rating),
        potential: rating(values.epc_potential),
        exemption: values.epc_exemption ? materialValueLabel('epc_exemption', values.epc_exemption) : null,
      }
    : null;
  return { partA, epc, more };
}
