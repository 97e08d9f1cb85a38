/**
 * Material information (National Trading Standards' Part A, May 2022; Parts B and C, November 2023), the
 * EPC, a commercial property's rateable value and a short let's licence: each field declared once with
 * its words, its kind and its part. Each is a column of the advert (`properties`) named as its key. Which
 * advert needs which field, and what may be published, is rules/materialInformation.ts.
 */

/** The four nations: each has its own law of lettings, council tax (or rates) and short lets. */
export const NATIONS = ['england', 'scotland', 'wales', 'northern_ireland'] as const;
export type Nation = (typeof NATIONS)[number];

/** 'Ask agent': what a Part B or C entry says when the advertiser does not know (never a Part A one). */
export const ASK_AGENT = 'ask_agent';
export const ASK_AGENT_LABEL = 'Ask agent';

type Options = Readonly<Record<string, string>>;

export type MaterialPart = 'A' | 'B' | 'C' | 'EPC' | 'rates' | 'licence';

interface Declared {
  part: MaterialPart;
  label: string;
}
/** One of a list of words, stored as its key. */
interface ChoiceField extends Declared {
  kind: 'choice';
  options: Options;
}
/** Pounds and pence (a year's rates, a deposit). */
interface MoneyField extends Declared {
  kind: 'money';
}
/** A whole number within its bounds (years left on a lease, Mbit/s). */
interface NumberField extends Declared {
  kind: 'number';
  min: number;
  max: number;
  /** Written after the number on the advert page. */
  unit?: string;
}
/** Words the advertiser writes (a description of non-standard construction, a licence number). */
interface TextField extends Declared {
  kind: 'text';
  max: number;
}
export type MaterialFieldSpec = ChoiceField | MoneyField | NumberField | TextField;

export const COUNCIL_TAX_BANDS = {
  A: 'Band A',
  B: 'Band B',
  C: 'Band C',
  D: 'Band D',
  E: 'Band E',
  F: 'Band F',
  G: 'Band G',
  H: 'Band H',
  I: 'Band I (Wales)',
  exempt: 'Exempt',
  not_banded: 'Not yet banded',
} as const;
export type CouncilTaxBand = keyof typeof COUNCIL_TAX_BANDS;
/** The bands a band filter compares, lowest first. */
export const BAND_ORDER = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

export const TENURE_TYPES = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  share_of_freehold: 'Share of freehold',
  commonhold: 'Commonhold',
} as const;
export type TenureType = keyof typeof TENURE_TYPES;

export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];
const EPC_OPTIONS = Object.fromEntries(EPC_RATINGS.map((r) => [r, r])) as Record<EpcRating, EpcRating>;

const YES_NO = { no: 'No', yes: 'Yes' } as const;
const NONE_OR_DESCRIBED = { none: 'None known', described: 'Yes (described below)' } as const;

export const MATERIAL_FIELDS = {
  // Part A: what every residential sale and let states.
  council_tax_band: { part: 'A', kind: 'choice', label: 'Council tax band', options: COUNCIL_TAX_BANDS },
  domestic_rates_pa: { part: 'A', kind: 'money', label: 'Domestic rates a year' },
  tenure_type: { part: 'A', kind: 'choice', label: 'Tenure', options: TENURE_TYPES },
  lease_years_remaining: { part: 'A', kind: 'number', label: 'Years left on the lease', min: 0, max: 999, unit: 'years' },
  ground_rent_pa: { part: 'A', kind: 'money', label: 'Ground rent a year' },
  service_charge_pa: { part: 'A', kind: 'money', label: 'Service charge a year' },
  shared_ownership_share: { part: 'A', kind: 'number', label: 'Share sold', min: 10, max: 100, unit: '%' },
  shared_ownership_rent_pcm: { part: 'A', kind: 'money', label: 'Rent on the remaining share a month' },
  deposit: { part: 'A', kind: 'money', label: 'Tenancy deposit' },
  holding_deposit: { part: 'A', kind: 'money', label: 'Holding deposit' },
  rent_in_advance: { part: 'A', kind: 'money', label: 'Rent asked in advance' },
  tenancy_type: { part: 'A', kind: 'choice', label: 'Tenancy', options: { periodic: 'Periodic (rolling)', fixed: 'Fixed term' } },
  // Business rates instead of council tax, for commercial property and land.
  rateable_value: { part: 'rates', kind: 'money', label: 'Rateable value' },
  // The energy performance certificate: its rating now and what it could be, or why there is none.
  epc_rating: { part: 'EPC', kind: 'choice', label: 'EPC rating', options: EPC_OPTIONS },
  epc_potential: { part: 'EPC', kind: 'choice', label: 'EPC potential rating', options: EPC_OPTIONS },
  epc_exemption: {
    part: 'EPC',
    kind: 'choice',
    label: 'EPC exemption',
    options: {
      listed_building: 'Listed building or in a conservation area',
      holiday_let: 'Holiday let occupied under four months a year',
      temporary: 'Temporary building (under two years)',
      to_be_demolished: 'To be demolished',
      not_a_dwelling: 'Not a building needing one',
    },
  },
  // Part B: what every residential sale and let states, or 'Ask agent'.
  construction: {
    part: 'B',
    kind: 'choice',
    label: 'Construction',
    options: { standard: 'Standard (brick or stone)', non_standard: 'Non-standard (described below)' },
  },
  construction_details: { part: 'B', kind: 'text', label: 'Construction details', max: 500 },
  electricity_supply: {
    part: 'B',
    kind: 'choice',
    label: 'Electricity',
    options: { mains: 'Mains', solar: 'Solar', wind: 'Wind', generator: 'Private generator' },
  },
  water_supply: { part: 'B', kind: 'choice', label: 'Water', options: { mains: 'Mains', private: 'Private (well, borehole or spring)' } },
  sewerage: {
    part: 'B',
    kind: 'choice',
    label: 'Sewerage',
    options: { mains: 'Mains', septic_tank: 'Septic tank', cesspit: 'Cesspit', treatment_plant: 'Treatment plant' },
  },
  heating: {
    part: 'B',
    kind: 'choice',
    label: 'Heating',
    options: {
      mains_gas: 'Mains gas',
      electric: 'Electric',
      oil: 'Oil',
      lpg: 'LPG',
      heat_pump: 'Heat pump',
      biomass: 'Biomass',
      district: 'District heating',
      none: 'None',
    },
  },
  broadband: {
    part: 'B',
    kind: 'choice',
    label: 'Broadband',
    options: {
      fttp: 'Full fibre (FTTP)',
      fttc: 'Superfast (FTTC)',
      cable: 'Cable',
      adsl: 'ADSL',
      wireless: 'Fixed wireless',
      satellite: 'Satellite',
      none: 'None',
    },
  },
  broadband_speed: { part: 'B', kind: 'number', label: 'Broadband download speed', min: 0, max: 10_000, unit: 'Mbit/s' },
  mobile_signal: {
    part: 'B',
    kind: 'choice',
    label: 'Mobile signal',
    options: { good: 'Good', variable: 'Variable', poor: 'Poor', none: 'None' },
  },
  parking_type: {
    part: 'B',
    kind: 'choice',
    label: 'Parking',
    options: {
      garage: 'Garage',
      driveway: 'Driveway',
      allocated: 'Allocated space',
      on_street_permit: 'On-street with a permit',
      on_street: 'On-street without a permit',
      none: 'None',
    },
  },
  // Part C: where it applies; each may say 'Ask agent'.
  building_safety: { part: 'C', kind: 'choice', label: 'Building safety issues', options: NONE_OR_DESCRIBED },
  restrictions: {
    part: 'C',
    kind: 'choice',
    label: 'Restrictions',
    options: {
      none: 'None known',
      covenants: 'Restrictive covenants',
      listed_building: 'Listed building',
      conservation_area: 'Conservation area',
    },
  },
  rights_easements: { part: 'C', kind: 'choice', label: 'Rights and easements', options: NONE_OR_DESCRIBED },
  flooded_recently: { part: 'C', kind: 'choice', label: 'Flooded in the last five years', options: YES_NO },
  flood_defences: { part: 'C', kind: 'choice', label: 'Flood defences', options: YES_NO },
  coastal_erosion: { part: 'C', kind: 'choice', label: 'Coastal erosion risk', options: YES_NO },
  planning: { part: 'C', kind: 'choice', label: 'Planning permissions or proposals nearby', options: NONE_OR_DESCRIBED },
  accessibility: {
    part: 'C',
    kind: 'choice',
    label: 'Accessibility adaptations',
    options: { none: 'None', step_free: 'Step-free access', lift: 'Lift', ramp: 'Ramp', wet_room: 'Wet room', adapted: 'Fully adapted' },
  },
  mining_area: { part: 'C', kind: 'choice', label: 'Coalfield or mining area', options: YES_NO },
  part_c_details: { part: 'C', kind: 'text', label: 'Details of the above', max: 2000 },
  // A short let's licence: Scotland's short-term let licence, Wales's registration with the Welsh Revenue Authority.
  short_let_licence: { part: 'licence', kind: 'text', label: 'Short-term let licence number', max: 40 },
  wra_registration: { part: 'licence', kind: 'text', label: 'Welsh Revenue Authority registration number', max: 40 },
} as const satisfies Record<string, MaterialFieldSpec>;

export type MaterialField = keyof typeof MATERIAL_FIELDS;
export const MATERIAL_FIELD_NAMES = Object.keys(MATERIAL_FIELDS) as MaterialField[];

/** The advert form's step that asks each part: Part A, the rates and the EPC beside the price, the rest on 'Material information'. */
export const MATERIAL_PART_STEPS: Readonly<Record<MaterialPart, 'price' | 'material'>> = {
  A: 'price',
  rates: 'price',
  EPC: 'price',
  B: 'material',
  C: 'material',
  licence: 'material',
};
export const materialStepOf = (key: MaterialField): 'price' | 'material' => MATERIAL_PART_STEPS[MATERIAL_FIELDS[key].part];

/** The Part B and C entries that are a choice: each may also say 'Ask agent'. */
export const ASK_AGENT_FIELDS: readonly MaterialField[] = MATERIAL_FIELD_NAMES.filter((key) => {
  const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
  return (field.part === 'B' || field.part === 'C') && field.kind === 'choice';
});

/** An advert's material information as the API stores and answers it: a choice's key, a figure or words, or nothing. */
export type MaterialInformation = {
  [K in MaterialField]: (typeof MATERIAL_FIELDS)[K] extends { kind: 'money' | 'number' } ? number | null : string | null;
};

/** A choice's words, 'Ask agent', or the value as it is. */
export function materialValueLabel(key: MaterialField, value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === ASK_AGENT) return ASK_AGENT_LABEL;
  const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
  if (field.kind === 'choice') return field.options[String(value)] ?? String(value);
  return String(value);
}
