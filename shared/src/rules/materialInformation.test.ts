import {
  MATERIAL_MESSAGES,
  cheapestTenancy,
  isLetByRooms,
  letDepositCaps,
  letTenancies,
  depositCaps,
  depositCapsLine,
  materialFieldsFor,
  nationOfContext,
  nationOfRegionCode,
  publishProblems,
  rentPerMonth,
  type MaterialAdvert,
} from './materialInformation';

const flat = (over: Partial<MaterialAdvert> = {}): MaterialAdvert => ({
  kind: 'sale',
  isShortTerm: false,
  categoryId: 1,
  nation: 'england',
  isSharedOwnership: false,
  price: 350_000,
  rentTypeId: 1,
  values: {},
  ...over,
});
const let_ = (over: Partial<MaterialAdvert> = {}) => flat({ kind: 'let', price: 1300, rentTypeId: 5, ...over });
const keys = (a: MaterialAdvert) => materialFieldsFor(a).map((f) => f.key);
const required = (a: MaterialAdvert) =>
  materialFieldsFor(a)
    .filter((f) => f.required)
    .map((f) => f.key);

describe('deposit caps (Tenant Fees Act 2019): a week is the annual rent over 52', () => {
  test('at £1,300 pcm the holding deposit is at most £300.00 and the deposit £1,500.00', () => {
    expect(depositCaps(1300, 5)).toEqual({ holdingDeposit: 300, deposit: 1500, weeks: 5, rentInAdvance: 1300 });
    expect(depositCapsLine(depositCaps(1300, 5))).toBe(
      "Holding deposit at most £300.00 (one week's rent); deposit at most £1,500.00 (5 weeks' rent).",
    );
  });

  test('a weekly rent: £300 pw is £15,600 a year', () => {
    expect(depositCaps(300, 4)).toMatchObject({ holdingDeposit: 300, deposit: 1500 });
    expect(rentPerMonth(300, 4)).toBe(1300);
  });

  test('a cap between pennies is rounded down, never a penny over: £1,000 pcm is £230.769... a week', () => {
    expect(depositCaps(1000, 5)).toMatchObject({ holdingDeposit: 230.76, deposit: 1153.84 });
  });

  test('six weeks from an annual rent of £50,000: £4,166.66 pcm is under, £4,166.67 pcm is over', () => {
    expect(depositCaps(4166.66, 5)?.weeks).toBe(5);
    expect(depositCaps(50_000 / 12, 5)?.weeks).toBe(6);
    expect(depositCaps(4166.67, 5)).toMatchObject({ weeks: 6, deposit: 5769.23 });
  });

  test('no cap without a rent per week or month', () => {
    expect(depositCaps(1300, 6)).toBeNull();
    expect(depositCaps(0, 5)).toBeNull();
    expect(depositCaps(90, 3)).toBeNull();
  });
});

describe('which material information applies', () => {
  test('a residential sale: Part A (band, tenure), the EPC and Part B, with Part C optional', () => {
    expect(required(flat())).toEqual(
      expect.arrayContaining(['council_tax_band', 'tenure_type', 'epc_rating', 'construction', 'heating', 'broadband', 'parking_type']),
    );
    expect(keys(flat())).toEqual(expect.arrayContaining(['flooded_recently', 'mining_area']));
    expect(keys(flat())).not.toContain('deposit');
  });

  test('a leasehold flat adds its lease; shared ownership its share and rent', () => {
    expect(required(flat({ values: { tenure_type: 'leasehold' } }))).toEqual(
      expect.arrayContaining(['lease_years_remaining', 'ground_rent_pa', 'service_charge_pa']),
    );
    expect(required(flat())).not.toContain('lease_years_remaining');
    expect(required(flat({ isSharedOwnership: true }))).toEqual(
      expect.arrayContaining(['shared_ownership_share', 'shared_ownership_rent_pcm']),
    );
  });

  test('a let: deposit, holding deposit and tenancy; no tenure', () => {
    expect(required(let_())).toEqual(expect.arrayContaining(['council_tax_band', 'deposit', 'holding_deposit', 'tenancy_type']));
    expect(keys(let_())).not.toContain('tenure_type');
  });

  test('Northern Ireland states domestic rates instead of a council tax band', () => {
    expect(required(flat({ nation: 'northern_ireland' }))).toContain('domestic_rates_pa');
    expect(keys(flat({ nation: 'northern_ireland' }))).not.toContain('council_tax_band');
  });

  test('a home abroad follows its own country’s law: nothing here', () => {
    expect(required(flat({ nation: null }))).toEqual([]);
    expect(keys(flat({ nation: null }))).toEqual(['epc_rating', 'epc_potential', 'epc_exemption']);
  });

  test('commercial property and land: the rateable value, no Part A; wanted adverts: nothing', () => {
    expect(keys(flat({ categoryId: 2 }))).toEqual(['rateable_value', 'epc_rating', 'epc_potential', 'epc_exemption']);
    expect(required(flat({ categoryId: 2 }))).toEqual([]);
    expect(keys(flat({ kind: 'buy' }))).toEqual([]);
  });

  test('an EPC exemption stands for the rating', () => {
    expect(required(flat({ values: { epc_exemption: 'listed_building' } }))).not.toContain('epc_rating');
  });

  test("short stays: Scotland's licence and EPC, Wales's registration; none in England", () => {
    const stay = (nation: MaterialAdvert['nation']) => let_({ isShortTerm: true, rentTypeId: 3, price: 120, nation });
    expect(required(stay('scotland'))).toEqual(['epc_rating', 'short_let_licence']);
    expect(keys(stay('wales'))).toContain('wra_registration');
    expect(required(stay('wales'))).toEqual([]);
    expect(required(stay('england'))).toEqual([]);
  });
});

describe('what publishing refuses', () => {
  const complete = {
    council_tax_band: 'C',
    epc_rating: 'C',
    construction: 'standard',
    electricity_supply: 'mains',
    water_supply: 'mains',
    sewerage: 'mains',
    heating: 'ask_agent',
    broadband: 'fttp',
    mobile_signal: 'good',
    parking_type: 'on_street',
  };

  test('missing Part A, under the field names', () => {
    expect(publishProblems(flat())).toMatchObject({
      council_tax_band: 'The council tax band is required to publish this advert.',
      tenure_type: 'The tenure is required to publish this advert.',
    });
  });

  test('Part B may say Ask agent; Part A may not', () => {
    expect(publishProblems(flat({ values: { ...complete, tenure_type: 'freehold' } }))).toEqual({});
    expect(publishProblems(flat({ values: { ...complete, tenure_type: 'ask_agent' } }))).toEqual({
      tenure_type: 'The tenure must be stated: Part A may not say Ask agent.',
    });
  });

  test('deposits at their caps are accepted, a penny over is refused', () => {
    const at = { ...complete, deposit: 1500, holding_deposit: 300, tenancy_type: 'periodic', rent_in_advance: 1300 };
    expect(publishProblems(let_({ values: at }))).toEqual({});
    expect(publishProblems(let_({ values: { ...at, deposit: 1500.01, holding_deposit: 300.01, rent_in_advance: 1300.01 } }))).toEqual({
      deposit: "The deposit may be at most 5 weeks' rent (£1,500.00).",
      holding_deposit: "The holding deposit may be at most one week's rent (£300.00).",
      rent_in_advance: "At most one month's rent (£1,300.00) may be asked in advance.",
    });
  });

  test('in England a let states one rent and is periodic', () => {
    const values = { ...complete, deposit: 1000, holding_deposit: 100, tenancy_type: 'fixed' };
    expect(publishProblems(let_({ rentTypeId: 6, values }))).toEqual({
      property_rent_type_id: "A let in England states one rent per week or per month (Renters' Rights Act 2025): not 'To Be Discussed'.",
      tenancy_type: "A let in England is a periodic tenancy (Renters' Rights Act 2025): no fixed term may be offered.",
    });
    expect(publishProblems(let_({ nation: 'wales', values: { ...values, tenancy_type: 'fixed' } }))).toEqual({});
  });

  test('band I is Welsh', () => {
    expect(publishProblems(flat({ values: { ...complete, tenure_type: 'freehold', council_tax_band: 'I' } }))).toEqual({
      council_tax_band: 'Band I is a Welsh council tax band.',
    });
  });

  test('a Scottish stay without a licence number is refused', () => {
    const stay = let_({ isShortTerm: true, rentTypeId: 3, price: 120, nation: 'scotland', values: { epc_rating: 'D' } });
    expect(publishProblems(stay)).toEqual({ short_let_licence: 'The short-term let licence number is required to publish this advert.' });
  });
});

describe('the nation of a place', () => {
  test('from its region code, as the gazetteer and Mapbox name it', () => {
    expect(nationOfRegionCode('GB-SCT')).toBe('scotland');
    expect(nationOfRegionCode('gb-wls')).toBe('wales');
    expect(nationOfRegionCode('IE-D')).toBeNull();
    expect(nationOfContext([{ short_code: undefined }, { short_code: 'GB-NIR' }])).toBe('northern_ireland');
    expect(nationOfContext(undefined)).toBeNull();
  });
});

describe("a let by its rooms (Renters' Rights Act 2025): one rent per tenancy", () => {
  const share = (rooms: MaterialAdvert['rooms'], values: MaterialAdvert['values'] = {}) =>
    let_({ price: 9999, rentTypeId: 6, rooms, values: { deposit: 0, holding_deposit: 0, ...values } });

  test('each room is its own tenancy at its own rent; the cheapest by the year is found, a weekly room converted', () => {
    const a = share([
      { price: 750, rentTypeId: 5 },
      { price: 150, rentTypeId: 4 },
      { price: 700, rentTypeId: 5 },
    ]);
    expect(isLetByRooms(a)).toBe(true);
    expect(letTenancies(a)).toHaveLength(3);
    // £150 pw is £650 pcm: cheaper than £700 pcm.
    expect(cheapestTenancy(a)).toEqual({ price: 150, rentTypeId: 4 });
    expect(publishProblems(a).property_rent_type_id).toBeUndefined();
  });

  test('a let without rooms is one tenancy at the advert rent', () => {
    expect(isLetByRooms(let_())).toBe(false);
    expect(letTenancies(let_())).toEqual([{ price: 1300, rentTypeId: 5 }]);
    expect(isLetByRooms(flat({ rooms: [{ price: 500, rentTypeId: 5 }] }))).toBe(false);
  });

  test('a room without a rent per week or month is refused under rooms', () => {
    expect(
      publishProblems(
        share([
          { price: 700, rentTypeId: 5 },
          { price: 60, rentTypeId: 3 },
        ]),
      ).rooms,
    ).toBe(MATERIAL_MESSAGES.roomRent);
    expect(publishProblems(share([{ price: 700, rentTypeId: 5 }])).rooms).toBeUndefined();
  });

  test("the deposits are capped by the cheapest room's rent, to the penny", () => {
    const rooms = [
      { price: 1300, rentTypeId: 5 },
      { price: 650, rentTypeId: 5 },
    ];
    // £650 pcm: a week is £150.00, five weeks £750.00.
    expect(letDepositCaps(share(rooms))).toMatchObject({ holdingDeposit: 150, deposit: 750 });
    expect(publishProblems(share(rooms, { deposit: 750, holding_deposit: 150 }))).not.toHaveProperty('deposit');
    expect(publishProblems(share(rooms, { deposit: 750.01 })).deposit).toBe(MATERIAL_MESSAGES.deposit(750, 5));
    expect(publishProblems(share(rooms, { holding_deposit: 150.01 })).holding_deposit).toBe(MATERIAL_MESSAGES.holdingDeposit(150));
    expect(depositCapsLine(letDepositCaps(share(rooms)), true)).toBe(
      "Holding deposit at most £150.00 (one week's rent of the cheapest room, each room being its own tenancy); deposit at most £750.00 (5 weeks' rent).",
    );
  });
});
