/**
 * What a UK advert must state before it may be published, as the law and National Trading Standards'
 * guidance put it: which parts of the material information apply to which advert, the deposit caps of
 * the Tenant Fees Act 2019, the Renters' Rights Act 2025 for lets in England, and a short let's licence.
 * The advert form and the API both ask these rules, so the form shows what the API will refuse.
 */
import {
  ASK_AGENT,
  MATERIAL_FIELDS,
  type MaterialField,
  type MaterialFieldSpec,
  type MaterialInformation,
  type Nation,
} from '../entities/materialInformation';
import type { AdvertKind } from '../entities/advertGroups';
import { formatPounds } from './format';

export const NATION_NAMES: Record<Nation, string> = {
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  northern_ireland: 'Northern Ireland',
};

const NATION_CODES: Record<string, Nation> = {
  'GB-ENG': 'england',
  'GB-SCT': 'scotland',
  'GB-WLS': 'wales',
  'GB-NIR': 'northern_ireland',
};

/**
 * The nation of a place from its region's ISO 3166-2 code, as the gazetteer (and Mapbox) names a UK
 * place's region in its context ('GB-SCT'); null outside the UK.
 */
export function nationOfRegionCode(code: string | null | undefined): Nation | null {
  return (code && NATION_CODES[code.toUpperCase()]) || null;
}

/** The nation named by a geocoder answer's context items ({short_code}), if any is a UK nation. */
export const nationOfContext = (context: ReadonlyArray<{ short_code?: string }> | undefined): Nation | null =>
  (context ?? []).map((item) => nationOfRegionCode(item.short_code)).find((nation) => nation !== null) ?? null;

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Residential, Luxury and Room adverts are homes; the rest (commercial, industrial, land, special use) are not. */
const HOME_CATEGORIES = [1, 5, 7];
/** Commercial, industrial and land: business rates, not council tax. */
const RATED_CATEGORIES = [2, 3, 4];

/** What the rules read of an advert: the form's values and the API's body alike. */
export interface MaterialAdvert {
  kind: AdvertKind | null;
  isShortTerm: boolean;
  categoryId: number | null;
  nation: Nation | null;
  isSharedOwnership: boolean;
  /** The price and what it is per (property_rent_type_id: 4 week, 5 month, 6 To Be Discussed). */
  price: number | null;
  rentTypeId: number | null;
  values: Partial<MaterialInformation>;
  /** The rooms a let lists, each with its rent (a room is let on its own tenancy: letTenancies). */
  rooms?: ReadonlyArray<LetRoom>;
}

/** A room of a let as the rules read it: its rent and what the rent is per (property_rent_type_id). */
export interface LetRoom {
  price: number | null;
  rentTypeId: number | null;
}

const isHome = (a: MaterialAdvert) => a.categoryId !== null && HOME_CATEGORIES.includes(a.categoryId);
/**
 * A residential sale or long let in the UK: what Parts A to C are for (a holiday let is a stay, not a
 * tenancy; a home in Ireland or Spain follows its own country's law).
 */
const isHomeOnTheMarket = (a: MaterialAdvert) =>
  a.nation !== null && isHome(a) && (a.kind === 'sale' || (a.kind === 'let' && !a.isShortTerm));
/** A residential long let in the UK (Part A's deposits, and a letting agent's fees and schemes, apply to it). */
export const isHomeLet = (a: MaterialAdvert) => isHomeOnTheMarket(a) && a.kind === 'let';
const isLeasehold = (a: MaterialAdvert) => a.values.tenure_type === 'leasehold';
/** A short stay offered in a nation that licenses or registers short lets. */
const isShortLet = (a: MaterialAdvert) => a.kind === 'let' && a.isShortTerm;

/**
 * The material information an advert states, each field with whether publishing needs it. Part A and
 * the EPC are needed, Part B and C may say 'Ask agent'; what is not listed does not apply to the advert.
 */
export function materialFieldsFor(a: MaterialAdvert): Array<{ key: MaterialField; required: boolean }> {
  const fields: Array<{ key: MaterialField; required: boolean }> = [];
  const add = (required: boolean, ...keys: MaterialField[]) => keys.forEach((key) => fields.push({ key, required }));
  if (isHomeOnTheMarket(a)) {
    if (a.nation === 'northern_ireland') add(true, 'domestic_rates_pa');
    else add(true, 'council_tax_band');
    if (a.kind === 'sale') {
      add(true, 'tenure_type');
      if (isLeasehold(a)) add(true, 'lease_years_remaining', 'ground_rent_pa', 'service_charge_pa');
      if (a.isSharedOwnership) add(true, 'shared_ownership_share', 'shared_ownership_rent_pcm');
    }
    if (isHomeLet(a)) add(true, 'deposit', 'holding_deposit', 'tenancy_type');
    if (isHomeLet(a)) add(false, 'rent_in_advance');
  }
  if (a.nation !== null && a.categoryId !== null && RATED_CATEGORIES.includes(a.categoryId) && (a.kind === 'sale' || a.kind === 'let'))
    add(false, 'rateable_value');
  // Every building offered for sale or to let has an EPC or a reason it needs none; a home on the
  // market and a Scottish stay must show it (the Energy Performance of Buildings Regulations 2012).
  if (a.kind === 'sale' || a.kind === 'let') {
    const mustShow = isHomeOnTheMarket(a) || (isShortLet(a) && a.nation === 'scotland');
    add(mustShow && !present(a.values.epc_exemption), 'epc_rating');
    add(false, 'epc_potential', 'epc_exemption');
  }
  if (isHomeOnTheMarket(a)) {
    add(true, 'construction', 'electricity_supply', 'water_supply', 'sewerage', 'heating', 'broadband', 'mobile_signal', 'parking_type');
    add(a.values.construction === 'non_standard', 'construction_details');
    add(false, 'broadband_speed');
    add(false, 'building_safety', 'restrictions', 'rights_easements', 'flooded_recently', 'flood_defences');
    add(false, 'coastal_erosion', 'planning', 'accessibility', 'mining_area', 'part_c_details');
  }
  if (isShortLet(a) && a.nation === 'scotland') add(true, 'short_let_licence');
  if (isShortLet(a) && a.nation === 'wales') add(false, 'wra_registration');
  return fields;
}

/** A week's rent is the annual rent divided by 52 (Tenant Fees Act 2019). */
const WEEKS_PER_YEAR = 52;
/** Five weeks' rent as the deposit where the annual rent is under £50,000, six weeks from there. */
export const DEPOSIT_WEEKS_THRESHOLD = 50_000;

/** The annual rent of a let stated per week or per month; null for any other price. */
export function annualRent(price: number | null, rentTypeId: number | null): number | null {
  if (price === null || !(price > 0)) return null;
  if (rentTypeId === 5) return price * 12;
  if (rentTypeId === 4) return price * WEEKS_PER_YEAR;
  return null;
}

/** The rent per calendar month that Part A states: a weekly rent as pw × 52 ÷ 12, to the penny. */
export function rentPerMonth(price: number | null, rentTypeId: number | null): number | null {
  const annual = annualRent(price, rentTypeId);
  return annual === null ? null : Math.round((annual / 12) * 100) / 100;
}

// To the penny below: a cap of £230.769... allows £230.76, never a penny over.
const floorPence = (pounds: number) => Math.floor(Math.round(pounds * 1e6) / 1e4) / 100;

export interface DepositCaps {
  /** One week's rent. */
  holdingDeposit: number;
  /** Five weeks' rent, or six where the annual rent is £50,000 or more. */
  deposit: number;
  weeks: 5 | 6;
  /** At most one month's rent may be asked in advance (Renters' Rights Act 2025). */
  rentInAdvance: number;
}

/** The most a let may ask as holding deposit, deposit and rent in advance; null when its rent is not stated per week or month. */
export function depositCaps(price: number | null, rentTypeId: number | null): DepositCaps | null {
  const annual = annualRent(price, rentTypeId);
  if (annual === null) return null;
  const week = annual / WEEKS_PER_YEAR;
  const weeks = annual < DEPOSIT_WEEKS_THRESHOLD ? 5 : 6;
  return { holdingDeposit: floorPence(week), deposit: floorPence(week * weeks), weeks, rentInAdvance: floorPence(annual / 12) };
}

/** What the form says beside the deposits as the advertiser types the rent (a let by its rooms: its cheapest room's). */
export function depositCapsLine(caps: DepositCaps | null, byRooms = false): string | null {
  if (!caps) return null;
  const of = byRooms ? ' of the cheapest room, each room being its own tenancy' : '';
  return `Holding deposit at most ${formatPounds(caps.holdingDeposit, { decimals: 2 })} (one week's rent${of}); deposit at most ${formatPounds(caps.deposit, { decimals: 2 })} (${caps.weeks} weeks' rent).`;
}

export const MATERIAL_MESSAGES = {
  required: (label: string) => `The ${label.toLowerCase()} is required to publish this advert.`,
  askAgentNotAllowed: (label: string) => `The ${label.toLowerCase()} must be stated: Part A may not say Ask agent.`,
  holdingDeposit: (cap: number) => `The holding deposit may be at most one week's rent (${formatPounds(cap, { decimals: 2 })}).`,
  deposit: (cap: number, weeks: number) => `The deposit may be at most ${weeks} weeks' rent (${formatPounds(cap, { decimals: 2 })}).`,
  rentInAdvance: (cap: number) => `At most one month's rent (${formatPounds(cap, { decimals: 2 })}) may be asked in advance.`,
  bandI: 'Band I is a Welsh council tax band.',
  oneRent: "A let in England states one rent per week or per month (Renters' Rights Act 2025): not 'To Be Discussed'.",
  periodic: "A let in England is a periodic tenancy (Renters' Rights Act 2025): no fixed term may be offered.",
  statedRent: 'A let states its rent per week or per month.',
  roomRent:
    "Each room is let on its own tenancy and states its own rent per week or per month (Renters' Rights Act 2025): not a range, not 'To Be Discussed'.",
} as const;

/**
 * Why an advert may not be published, field by field (the Laravel errors shape's keys): missing Part A,
 * deposits over their caps, and the Renters' Rights Act for lets in England. Empty when it may be. ('DSS Accepted' is no field any more: RETIRED_FILTERS.)
 */
export function publishProblems(a: MaterialAdvert): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { key, required } of materialFieldsFor(a)) {
    const value = a.values[key];
    const spec: MaterialFieldSpec = MATERIAL_FIELDS[key];
    if (value === ASK_AGENT && spec.part !== 'B' && spec.part !== 'C') problems[key] = MATERIAL_MESSAGES.askAgentNotAllowed(spec.label);
    else if (required && !present(value)) problems[key] = MATERIAL_MESSAGES.required(spec.label);
  }
  if (a.values.council_tax_band === 'I' && a.nation !== 'wales') problems.council_tax_band = MATERIAL_MESSAGES.bandI;
  if (isHomeLet(a)) {
    Object.assign(problems, tenancyProblems(a));
    const caps = letDepositCaps(a);
    if (!caps) {
      if (!isLetByRooms(a))
        problems.property_rent_type_id = a.nation === 'england' ? MATERIAL_MESSAGES.oneRent : MATERIAL_MESSAGES.statedRent;
    } else {
      const over = (key: 'holding_deposit' | 'deposit' | 'rent_in_advance', cap: number) => Number(a.values[key] ?? 0) > cap;
      if (over('holding_deposit', caps.holdingDeposit)) problems.holding_deposit = MATERIAL_MESSAGES.holdingDeposit(caps.holdingDeposit);
      if (over('deposit', caps.deposit)) problems.deposit = MATERIAL_MESSAGES.deposit(caps.deposit, caps.weeks);
      if (over('rent_in_advance', caps.rentInAdvance)) problems.rent_in_advance = MATERIAL_MESSAGES.rentInAdvance(caps.rentInAdvance);
    }
    if (a.nation === 'england' && a.values.tenancy_type === 'fixed') problems.tenancy_type = MATERIAL_MESSAGES.periodic;
  }
  return problems;
}

/**
 * A home let in the UK that lists rooms lets each on its own tenancy, at the rent the room states (a
 * house share: each room's rent is stated, never a range of them). One let without rooms is one tenancy
 * at the advert's rent.
 */
export const isLetByRooms = (a: MaterialAdvert): boolean => isHomeLet(a) && (a.rooms?.length ?? 0) > 0;

/** The tenancies a let offers, each with its one rent: its rooms when let by them, or the advert itself. */
export function letTenancies(a: MaterialAdvert): LetRoom[] {
  return isLetByRooms(a) ? [...(a.rooms ?? [])] : [{ price: a.price, rentTypeId: a.rentTypeId }];
}

/**
 * The tenancy with the lowest rent that states one (per week or month), or null: what a let by its rooms is
 * found by in a search (its price), and whose week bounds the deposits every room's tenant is asked.
 */
export function cheapestTenancy(a: MaterialAdvert): LetRoom | null {
  let cheapest: { room: LetRoom; annual: number } | null = null;
  for (const room of letTenancies(a)) {
    const annual = annualRent(room.price, room.rentTypeId);
    if (annual !== null && (cheapest === null || annual < cheapest.annual)) cheapest = { room, annual };
  }
  return cheapest?.room ?? null;
}

/**
 * The deposit caps of a let: of its one rent, or, for a let by its rooms, of its cheapest room's, since the
 * one deposit the advert states is asked of every room's tenant and must be within each tenancy's caps.
 */
export function letDepositCaps(a: MaterialAdvert): DepositCaps | null {
  const tenancy = cheapestTenancy(a);
  return tenancy ? depositCaps(tenancy.price, tenancy.rentTypeId) : null;
}

/** A let by its rooms: each room states its own rent per week or month, or the rooms are refused. */
function tenancyProblems(a: MaterialAdvert): Record<string, string> {
  if (!isLetByRooms(a)) return {};
  const unstated = (a.rooms ?? []).some((room) => annualRent(room.price, room.rentTypeId) === null);
  return unstated ? { rooms: MATERIAL_MESSAGES.roomRent } : {};
}
