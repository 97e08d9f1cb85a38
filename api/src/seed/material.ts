import { CMP_SCHEMES, REDRESS_SCHEMES } from '@marketplace/shared/src/entities/agency.ts';
import { ASK_AGENT, MATERIAL_FIELD_NAMES, type MaterialField, type Nation } from '@marketplace/shared/src/entities/materialInformation.ts';
import { depositCaps, materialFieldsFor, type MaterialAdvert } from '@marketplace/shared/src/rules/materialInformation.ts';
import { Random } from './prng.ts';

/** What the seed knows of an advert when it states its material information. */
export interface SeededAdvert extends Omit<MaterialAdvert, 'values'> {
  id: number;
  /** A flat (property type 2), mostly leasehold. */
  isFlat: boolean;
  isFreehold: boolean;
  epcRating: string | null;
  parking: { garage: boolean; driveway: boolean; spaces: boolean };
}

type Values = Partial<Record<MaterialField, string | number | null>>;

/**
 * Council tax bands by what a home would sell for today, as the 1991 (England, Scotland) and 2003
 * (Wales) valuations have moved with prices: roughly, not a valuation.
 */
const BAND_LIMITS: ReadonlyArray<readonly [number, string]> = [
  [120_000, 'A'],
  [170_000, 'B'],
  [230_000, 'C'],
  [310_000, 'D'],
  [430_000, 'E'],
  [560_000, 'F'],
  [1_000_000, 'G'],
];

function bandFor(value: number, nation: Nation | null): string {
  const band = BAND_LIMITS.find(([limit]) => value < limit)?.[1];
  if (band) return band;
  return nation === 'wales' && value >= 1_400_000 ? 'I' : 'H';
}

const pennies = (n: number) => Math.round(n * 100) / 100;
const EPC = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/**
 * An advert's material information as a careful agent states it: bands by value and region, flats
 * mostly leasehold with their lease, deposits within the Tenant Fees Act's caps, periodic tenancies,
 * plausible utilities and risks with the odd 'Ask agent', licence numbers on Scottish stays and Welsh
 * registrations. Drawn from the advert's own generator, so the rest of the seed draws as before.
 */
export function seededMaterial(a: SeededAdvert): Values {
  const rnd = new Random(0x6d617465 ^ a.id);
  const p = (chance: number) => rnd.chance(chance);
  const values: Values = {};
  const value = a.kind === 'sale' ? (a.price ?? 0) : (a.rentTypeId === 4 ? (a.price ?? 0) * 52 : (a.price ?? 0) * 12) / 0.045;
  const regional = a.nation === 'scotland' || a.nation === 'wales' ? 0.8 : 1;
  values.council_tax_band = p(0.01) ? 'not_banded' : bandFor(value * regional, a.nation);
  values.domestic_rates_pa = pennies(value * 0.0072);
  values.tenure_type = a.isFreehold ? (a.isFlat && p(0.4) ? 'share_of_freehold' : 'freehold') : 'leasehold';
  values.lease_years_remaining = a.isFlat ? rnd.int(72, 125) : rnd.int(80, 990);
  values.ground_rent_pa = a.isFlat ? rnd.int(0, 8) * 50 : rnd.int(0, 2) * 25;
  values.service_charge_pa = a.isFlat ? rnd.int(12, 60) * 50 : rnd.int(0, 6) * 50;
  values.shared_ownership_share = rnd.int(5, 15) * 5;
  values.shared_ownership_rent_pcm = pennies((value * (1 - Number(values.shared_ownership_share) / 100) * 0.0275) / 12);
  const caps = depositCaps(a.price, a.rentTypeId);
  if (caps) {
    values.deposit = rnd.chance(0.8) ? caps.deposit : pennies((caps.deposit * 4) / caps.weeks);
    values.holding_deposit = caps.holdingDeposit;
    values.rent_in_advance = p(0.7) ? caps.rentInAdvance : null;
  }
  // A periodic tenancy everywhere but Northern Ireland, where a fixed term is still usual.
  values.tenancy_type = a.nation === 'northern_ireland' && p(0.6) ? 'fixed' : 'periodic';
  values.rateable_value = rnd.int(40, 900) * 250;
  const current = a.epcRating ?? EPC[rnd.int(2, 4)]!;
  values.epc_rating = current;
  values.epc_potential = EPC[Math.max(0, EPC.indexOf(current) - rnd.int(0, 2))]!;
  values.construction = p(0.96) ? 'standard' : 'non_standard';
  values.construction_details = values.construction === 'non_standard' ? 'Timber frame with render, built 1968' : null;
  values.electricity_supply = p(0.97) ? 'mains' : 'solar';
  values.water_supply = p(0.98) ? 'mains' : 'private';
  values.sewerage = p(0.95) ? 'mains' : rnd.pick(['septic_tank', 'treatment_plant']);
  values.heating = p(0.03)
    ? ASK_AGENT
    : rnd.pick(['mains_gas', 'mains_gas', 'mains_gas', 'mains_gas', 'electric', 'heat_pump', 'oil', 'lpg']);
  values.broadband = rnd.pick(['fttp', 'fttp', 'fttc', 'fttc', 'cable', 'adsl']);
  values.broadband_speed = { fttp: 900, fttc: 80, cable: 500, adsl: 17 }[values.broadband as 'fttp'] ?? null;
  values.mobile_signal = p(0.05) ? ASK_AGENT : rnd.pick(['good', 'good', 'variable', 'poor']);
  values.parking_type = a.parking.garage
    ? 'garage'
    : a.parking.driveway
      ? 'driveway'
      : a.parking.spaces
        ? 'allocated'
        : rnd.pick(['on_street_permit', 'on_street', 'none']);
  values.building_safety = p(0.02) ? 'described' : p(0.05) ? ASK_AGENT : 'none';
  values.restrictions = rnd.pick(['none', 'none', 'none', 'covenants', 'conservation_area']);
  values.rights_easements = p(0.1) ? 'described' : 'none';
  values.flooded_recently = p(0.02) ? 'yes' : p(0.08) ? ASK_AGENT : 'no';
  values.flood_defences = p(0.15) ? 'yes' : 'no';
  values.coastal_erosion = 'no';
  values.planning = p(0.1) ? 'described' : 'none';
  values.accessibility = p(0.1) ? rnd.pick(['step_free', 'lift', 'ramp']) : 'none';
  values.mining_area = p(0.05) ? 'yes' : 'no';
  values.part_c_details =
    values.building_safety === 'described' || values.rights_easements === 'described' || values.planning === 'described'
      ? 'A right of way for the neighbours over the rear path; planning granted next door for a two-storey extension.'
      : null;
  values.short_let_licence = `${rnd.pick(['EH', 'GL', 'AB', 'HI'])}-${rnd.int(10_000, 99_999)}-F`;
  values.wra_registration = `WRA-${rnd.int(100_000, 999_999)}`;
  // Only what applies to the advert is kept (shared's rules), the rest stays empty.
  const stated = new Set(materialFieldsFor({ ...a, values: values as MaterialAdvert['values'] }).map(({ key }) => key));
  const kept = Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, stated.has(key) ? (values[key] ?? null) : null]));
  // The rating the seed gave the advert stays, whether or not its page must show one.
  return { ...kept, epc_rating: a.epcRating ?? kept.epc_rating ?? null };
}

const CMP_KEYS = Object.keys(CMP_SCHEMES);
const REDRESS_KEYS = Object.keys(REDRESS_SCHEMES);

/**
 * A seeded agency's profile (Consumer Rights Act 2015 s83): its schemes and membership numbers, and its
 * fees as a page (on the reserved .example domain, so no real firm's site is linked) or as text. Drawn from
 * its id, not the seed's random stream, so every other seeded row stays as it was.
 */
export function agencyProfileRow(userId: number, company: string) {
  const slug = company
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const member = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;
  return {
    user_id: userId,
    is_letting_agent: true,
    fees_url: userId % 3 === 2 ? null : `https://www.${slug}.example/fees`,
    fees_text:
      userId % 3 === 2
        ? 'Tenants pay only what the Tenant Fees Act 2019 permits: the holding deposit, the tenancy deposit, rent, £50 for a change to the tenancy asked by the tenant, and the cost of a lost key. Landlords: let only 8% + VAT, fully managed 12% + VAT of the rent.'
        : null,
    cmp_scheme: CMP_KEYS[userId % CMP_KEYS.length],
    cmp_member_no: member('C', (userId * 7919) % 1_000_000),
    redress_scheme: REDRESS_KEYS[userId % REDRESS_KEYS.length],
    redress_member_no: member(userId % 2 ? 'D' : 'PRS', (userId * 104_729) % 1_000_000),
  };
}
