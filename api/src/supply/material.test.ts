import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { LONDON_SEARCH } from '../seed/test-seed.ts';

let h: Harness;
let owner: { client: TestClient; id: number };

before(async () => {
  h = await createHarness();
  owner = await register(h, 'Priya Shah', 'agent@example.test');
});
after(() => h.close());

const CAMDEN = { line_1: '12 Jamestown Road', city: 'London', postcode: 'NW1 7BY', latitude: 51.5405, longitude: -0.1462 };
const EDINBURGH = { line_1: '10 Royal Mile', city: 'Edinburgh', postcode: 'EH1 1RE', latitude: 55.9497, longitude: -3.1909 };
const CARDIFF = { line_1: '5 Queen Street', city: 'Cardiff', postcode: 'CF10 2BU', latitude: 51.4816, longitude: -3.1791 };

/** Part B as a careful agent states it, one entry unknown. */
const PART_B = {
  construction: 'standard',
  electricity_supply: 'mains',
  water_supply: 'mains',
  sewerage: 'mains',
  heating: 'mains_gas',
  broadband: 'fttp',
  broadband_speed: 900,
  mobile_signal: 'ask_agent',
  parking_type: 'on_street_permit',
};

/** A two-bedroom flat in Camden to let at £1,300 pcm, with everything the law asks of it. */
const flatToLet = (over: Record<string, unknown> = {}) => ({
  property_category_id: 1,
  property_type_id: 2,
  property_title: 'Two bedroom flat by Camden Lock',
  price: 1300,
  property_rent_type_id: 5,
  is_let: true,
  address: CAMDEN,
  council_tax_band: 'C',
  deposit: 1500,
  holding_deposit: 300,
  tenancy_type: 'periodic',
  epc_rating: 'C',
  epc_potential: 'B',
  ...PART_B,
  ...over,
});

/** A leasehold flat for sale. */
const leaseholdFlat = (over: Record<string, unknown> = {}) => ({
  ...flatToLet(),
  is_let: false,
  is_sale: true,
  price: 450_000,
  property_rent_type_id: 1,
  deposit: null,
  holding_deposit: null,
  tenancy_type: null,
  tenure_type: 'leasehold',
  lease_years_remaining: 118,
  ground_rent_pa: 250,
  service_charge_pa: 1800,
  ...over,
});

async function saved(body: Record<string, unknown>): Promise<number> {
  const res = await owner.client.post('/api/user/adverts', body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ data: { id: number } }>().data.id;
}
const publish = (id: number) => owner.client.post(`/api/user/adverts/${id}/publish`);
async function refusal(body: Record<string, unknown>) {
  const res = await publish(await saved(body));
  assert.equal(res.statusCode, 422, res.body);
  return res.json<{ message: string; errors: Record<string, string[]> }>().errors;
}

describe('publishing needs the material information the law asks for; a draft may be incomplete', () => {
  test('a leasehold flat with Part A, the EPC and Part B is published, and its page states them', async () => {
    const id = await saved(leaseholdFlat());
    assert.equal((await publish(id)).statusCode, 200);
    const advert = (await owner.client.get(`/api/properties/${id}`)).json().data;
    assert.deepEqual(
      [
        advert.nation,
        advert.council_tax_band,
        advert.tenure_type,
        advert.lease_years_remaining,
        advert.ground_rent_pa,
        advert.service_charge_pa,
      ],
      ['england', 'C', 'leasehold', 118, 250, 1800],
    );
    assert.equal(advert.is_freehold, false);
    assert.equal(advert.mobile_signal, 'ask_agent');
  });

  test('missing Part A is refused under each field, and the draft stays unpublished', async () => {
    const errors = await refusal(leaseholdFlat({ council_tax_band: '', tenure_type: null, lease_years_remaining: null }));
    assert.deepEqual(errors, {
      council_tax_band: ['The council tax band is required to publish this advert.'],
      tenure_type: ['The tenure is required to publish this advert.'],
    });
    const leasehold = await refusal(leaseholdFlat({ lease_years_remaining: null, ground_rent_pa: undefined }));
    assert.deepEqual(Object.keys(leasehold), ['lease_years_remaining', 'ground_rent_pa']);
  });

  test("Part A may not say 'Ask agent'; Part B may", async () => {
    const saving = await owner.client.post('/api/user/adverts', leaseholdFlat({ council_tax_band: 'ask_agent' }));
    assert.equal(saving.statusCode, 422);
    assert.deepEqual(saving.json().errors, { council_tax_band: ['The selected council tax band is invalid.'] });
  });

  test('the deposits: at one week and five weeks of £1,300 pcm they are accepted, a penny over is refused', async () => {
    assert.equal((await publish(await saved(flatToLet({ holding_deposit: 300, deposit: 1500 })))).statusCode, 200);
    assert.deepEqual(await refusal(flatToLet({ holding_deposit: 300.01 })), {
      holding_deposit: ["The holding deposit may be at most one week's rent (£300.00)."],
    });
    assert.deepEqual(await refusal(flatToLet({ deposit: 1500.01 })), {
      deposit: ["The deposit may be at most 5 weeks' rent (£1,500.00)."],
    });
  });

  test('from £50,000 a year the deposit may be six weeks', async () => {
    assert.equal((await publish(await saved(flatToLet({ price: 4200, holding_deposit: 969.23, deposit: 5815.38 })))).statusCode, 200);
    assert.deepEqual(await refusal(flatToLet({ price: 4200, holding_deposit: 0, deposit: 5815.39 })), {
      deposit: ["The deposit may be at most 6 weeks' rent (£5,815.38)."],
    });
  });

  test("'To Be Discussed' and a fixed term are refused on a let in England (Renters' Rights Act 2025); in Wales a fixed term may be offered", async () => {
    assert.deepEqual(await refusal(flatToLet({ property_rent_type_id: 6, price: 0, tenancy_type: 'fixed' })), {
      property_rent_type_id: ["A let in England states one rent per week or per month (Renters' Rights Act 2025): not 'To Be Discussed'."],
      tenancy_type: ["A let in England is a periodic tenancy (Renters' Rights Act 2025): no fixed term may be offered."],
    });
    const welsh = await saved(flatToLet({ address: CARDIFF, tenancy_type: 'fixed' }));
    assert.equal((await publish(welsh)).statusCode, 200);
    assert.equal((await owner.client.get(`/api/properties/${welsh}`)).json().data.nation, 'wales');
  });

  test("a let by its rooms: each room its own tenancy, found by its cheapest room's rent, its deposits capped by it", async () => {
    // £150 a week is £650 a month: cheaper than the £700 pcm room, so the advert is found at £150 pw.
    const rooms = [
      { room_type_id: 2, quantity: 1, guests: 2, price: 700, property_rent_type_id: 5, double_beds: 1 },
      { room_type_id: 1, quantity: 1, guests: 1, price: 150, property_rent_type_id: 4, single_beds: 1 },
    ];
    const share = (over: Record<string, unknown> = {}) => flatToLet({ price: 2000, rooms, holding_deposit: 150, deposit: 750, ...over });
    const id = await saved(share());
    assert.equal((await publish(id)).statusCode, 200);
    const advert = (await owner.client.get(`/api/properties/${id}`)).json().data;
    assert.deepEqual([Number(advert.price), advert.property_rent_type_id], [150, 4]);
    assert.deepEqual(await refusal(share({ deposit: 750.01 })), {
      deposit: ["The deposit may be at most 5 weeks' rent (£750.00)."],
    });
    assert.deepEqual(await refusal(share({ rooms: [rooms[0], { ...rooms[1], property_rent_type_id: 3 }] })), {
      rooms: [
        "Each room is let on its own tenancy and states its own rent per week or per month (Renters' Rights Act 2025): not a range, not 'To Be Discussed'.",
      ],
    });
  });

  test('a short stay in Scotland needs its licence number; one in England needs none', async () => {
    const stay = (address: typeof CAMDEN, over: Record<string, unknown> = {}) => ({
      property_category_id: 1,
      property_title: 'Old Town flat for short stays',
      price: 140,
      property_rent_type_id: 3,
      is_let: true,
      is_short_term: true,
      tenants_guests: 4,
      epc_rating: 'D',
      address,
      ...over,
    });
    assert.deepEqual(await refusal(stay(EDINBURGH)), {
      short_let_licence: ['The short-term let licence number is required to publish this advert.'],
    });
    const licensed = await saved(stay(EDINBURGH, { short_let_licence: 'EH-12345-F' }));
    assert.equal((await publish(licensed)).statusCode, 200);
    const advert = (await owner.client.get(`/api/properties/${licensed}`)).json().data;
    assert.deepEqual(
      [advert.nation, advert.short_let_licence, advert.tenants_guests, advert.epc_rating],
      ['scotland', 'EH-12345-F', 4, 'D'],
    );
    assert.equal((await publish(await saved(stay(CAMDEN, { epc_rating: null })))).statusCode, 200);
  });

  test('commercial property states a rateable value instead, and needs no Part A', async () => {
    const shop = await saved({
      ...flatToLet(),
      property_category_id: 2,
      property_type_id: 4,
      council_tax_band: null,
      deposit: null,
      holding_deposit: null,
      rateable_value: 24_500,
    });
    assert.equal((await publish(shop)).statusCode, 200);
  });

  test("'No known flood risk' finds the adverts whose Part C says they have not flooded", async () => {
    const dry = await saved(leaseholdFlat({ flooded_recently: 'no' }));
    const flooded = await saved(leaseholdFlat({ flooded_recently: 'yes' }));
    const unknown = await saved(leaseholdFlat({ flooded_recently: 'ask_agent' }));
    for (const id of [dry, flooded, unknown]) assert.equal((await publish(id)).statusCode, 200);
    const found = async (body: Record<string, unknown>) =>
      (await owner.client.post('/api/properties-list', body)).json<{ data: Array<{ id: number }> }>().data.map((card) => card.id);
    const sales = { ...LONDON_SEARCH, ad_type: 4, is_sale: 1, is_let: 0 };
    const narrowed = await found({ ...sales, no_flood_risk: 1 });
    assert.ok(narrowed.includes(dry));
    assert.ok(!narrowed.includes(flooded) && !narrowed.includes(unknown));
  });

  test("'Council tax band up to' and 'EPC rating at least' find the bands and ratings up to the one chosen", async () => {
    const cheap = await saved(leaseholdFlat({ council_tax_band: 'B', epc_rating: 'B' }));
    const dear = await saved(leaseholdFlat({ council_tax_band: 'F', epc_rating: 'E' }));
    for (const id of [cheap, dear]) assert.equal((await publish(id)).statusCode, 200);
    const found = async (body: Record<string, unknown>) =>
      (await owner.client.post('/api/properties-list', body)).json<{ data: Array<{ id: number; council_tax_band: string }> }>().data;
    const sales = { ...LONDON_SEARCH, ad_type: 4, is_sale: 1, is_let: 0 };
    const upToC = await found({ ...sales, max_council_tax_band: 'C' });
    assert.ok(upToC.some((card) => card.id === cheap) && !upToC.some((card) => card.id === dear));
    assert.ok(upToC.every((card) => ['A', 'B', 'C'].includes(card.council_tax_band)));
    const atLeastC = (await found({ ...sales, min_epc_rating: 'C' })).map((card) => card.id);
    assert.ok(atLeastC.includes(cheap) && !atLeastC.includes(dear));
    const wrong = await owner.client.post('/api/properties-list', { ...sales, max_council_tax_band: 'Z' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors, { max_council_tax_band: ['The selected max council tax band is invalid.'] });
  });

  test("an old search or saved search with 'DSS Accepted' goes on without it", async () => {
    const total = async (body: Record<string, unknown>) => {
      const res = await owner.client.post('/api/properties-list', body);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ meta: { total: number } }>().meta.total;
    };
    const lets = { ...LONDON_SEARCH, ad_type: 5 };
    assert.equal(await total({ ...lets, is_dss_accepted: 1 }), await total(lets));
  });

  test("'DSS Accepted' is no field of an advert any more: sent, it is not saved", async () => {
    const id = await saved(flatToLet({ is_dss_accepted: true }));
    const row = await h.handle.db.selectFrom('properties').select('is_dss_accepted').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.is_dss_accepted, false);
    assert.equal('is_dss_accepted' in (await owner.client.get(`/api/user/adverts/${id}`)).json().data, false);
  });
});

describe("a letting agent's lets link to its fees and name its schemes, held once on its profile (Consumer Rights Act 2015 s83)", () => {
  let agent: { client: TestClient; id: number };
  const AGENCY = {
    is_letting_agent: true,
    fees_url: 'https://www.shahlettings.co.uk/fees',
    fees_text: null,
    cmp_scheme: 'propertymark',
    cmp_member_no: 'C0123456',
    redress_scheme: 'property_ombudsman',
    redress_member_no: 'D01234',
  };
  const saveAgency = async (body: Record<string, unknown>) => {
    const version = (await agent.client.get('/api/user/settings')).json<{ data: { versions: { agency: number } } }>().data.versions.agency;
    return agent.client.post('/api/user/settings/agency', { version, ...body });
  };
  const agentsAdvert = async (body: Record<string, unknown>) => {
    const res = await agent.client.post('/api/user/adverts', body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ data: { id: number } }>().data.id;
  };
  const publishAgents = (id: number) => agent.client.post(`/api/user/adverts/${id}/publish`);

  before(async () => {
    agent = await register(h, 'Shah & Co Lettings', 'lettings@example.test');
  });

  test('the profile refuses a fees page that is not https, a scheme not approved and a scheme without its number, under each field', async () => {
    const res = await saveAgency({
      ...AGENCY,
      fees_url: 'http://shahlettings.co.uk/fees',
      cmp_scheme: 'my_own_scheme',
      redress_member_no: '',
    });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors, {
      fees_url: ['The fees page must be a web address starting with https://.'],
      cmp_scheme: ['The selected client money protection scheme is invalid.'],
      redress_member_no: ['The redress scheme membership number is required with a scheme.'],
    });
    const without = await agent.client.post('/api/user/settings/agency', { ...AGENCY, version: 1 }, { xsrf: false });
    assert.equal(without.statusCode, 419);
    const anonymous = new TestClient(h.app);
    await anonymous.csrf();
    assert.equal((await anonymous.post('/api/user/settings/agency', { ...AGENCY, version: 1 })).statusCode, 401);
  });

  test("an agent's let is refused until its profile has its fees, its client money protection and its redress scheme; a private landlord's is not", async () => {
    assert.equal((await saveAgency({ is_letting_agent: true })).statusCode, 200);
    const id = await agentsAdvert(flatToLet());
    const refused = await publishAgents(id);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual(refused.json().errors, {
      fees_url: [
        'Your agency’s fees are missing: add a link to your fees page or the fees themselves to your profile before publishing a let.',
      ],
      cmp_scheme: ['Your agency’s client money protection scheme is missing: add it to your profile before publishing a let.'],
      redress_scheme: ['Your agency’s redress scheme is missing: add it to your profile before publishing a let.'],
    });
    // A sale by the same agent is not a let: s83 is about letting agency work.
    assert.equal((await publishAgents(await agentsAdvert(leaseholdFlat()))).statusCode, 200);
    // The owner of material.test's other adverts is no agent: its lets publish as before.
    assert.equal((await publish(await saved(flatToLet()))).statusCode, 200);

    const profile = await saveAgency(AGENCY);
    assert.equal(profile.statusCode, 200, profile.body);
    assert.deepEqual(profile.json().data.agency, AGENCY);
    assert.equal((await publishAgents(id)).statusCode, 200);
    const advert = (await agent.client.get(`/api/properties/${id}`)).json().data;
    assert.deepEqual(advert.agency, AGENCY);
    const sale = (
      await h.handle.db
        .selectFrom('properties')
        .select('id')
        .where('user_id', '=', agent.id)
        .where('is_sale', '=', true)
        .executeTakeFirstOrThrow()
    ).id;
    assert.equal((await agent.client.get(`/api/properties/${sale}`)).json().data.agency, null);
  });

  test('an agent who states the fees as text instead of a page may publish; one who stops being an agent takes the lines off its lets', async () => {
    assert.equal(
      (await saveAgency({ ...AGENCY, fees_url: null, fees_text: 'Tenants pay no fees. Landlords: let only 6% + VAT.' })).statusCode,
      200,
    );
    const id = await agentsAdvert(flatToLet());
    assert.equal((await publishAgents(id)).statusCode, 200);
    assert.equal(
      (await agent.client.get(`/api/properties/${id}`)).json().data.agency.fees_text,
      'Tenants pay no fees. Landlords: let only 6% + VAT.',
    );
    // Unticked, the details are neither checked nor changed: they are there again when the agent ticks it.
    const stopped = await saveAgency({ ...AGENCY, is_letting_agent: false, fees_url: 'not a page' });
    assert.equal(stopped.statusCode, 200, stopped.body);
    assert.equal((await agent.client.get(`/api/properties/${id}`)).json().data.agency, null);
    assert.equal(stopped.json().data.agency.cmp_member_no, 'C0123456');
    assert.equal(stopped.json().data.agency.fees_url, null);
  });

  test('a save over agency details changed in another window is refused (409)', async () => {
    const res = await agent.client.post('/api/user/settings/agency', { ...AGENCY, version: 1 });
    assert.equal(res.statusCode, 409);
  });
});
