import { advertFixture, roomFixture } from '../test/fixtures';
import { materialInformation } from './material';

const leaseholdFlat = advertFixture({
  is_let: false,
  is_sale: true,
  price: 350_000,
  property_rent_type_id: 1,
  property_category_id: 1,
  nation: 'england',
  council_tax_band: 'C',
  tenure_type: 'leasehold',
  lease_years_remaining: 118,
  ground_rent_pa: 250,
  service_charge_pa: 1200.5,
  epc_rating: 'C',
  epc_potential: 'B',
  construction: 'standard',
  heating: 'ask_agent',
  broadband: 'fttp',
  broadband_speed: 900,
});

describe('the advert page’s material information', () => {
  test('Part A beside the price: band, tenure and the lease, in pounds a year', () => {
    expect(materialInformation(leaseholdFlat)?.partA).toEqual([
      { label: 'Council tax band', value: 'Band C' },
      { label: 'Tenure', value: 'Leasehold' },
      { label: 'Years left on the lease', value: '118 years' },
      { label: 'Ground rent', value: '£250 a year' },
      { label: 'Service charge', value: '£1,200.50 a year' },
    ]);
  });

  test('the EPC chart’s current and potential ratings', () => {
    expect(materialInformation(leaseholdFlat)?.epc).toEqual({ current: 'C', potential: 'B', exemption: null });
  });

  test('Parts B and C: what is stated, and Ask agent where it is not', () => {
    const more = materialInformation(leaseholdFlat)?.more ?? [];
    expect(more).toEqual(
      expect.arrayContaining([
        { label: 'Construction', value: 'Standard (brick or stone)' },
        { label: 'Heating', value: 'Ask agent' },
        { label: 'Broadband', value: 'Full fibre (FTTP)' },
        { label: 'Broadband download speed', value: '900 Mbit/s' },
        { label: 'Flooded in the last five years', value: 'Ask agent' },
      ]),
    );
  });

  test('a let states its rent per calendar month and its deposits', () => {
    const let_ = advertFixture({
      is_let: true,
      price: 300,
      property_rent_type_id: 4,
      property_category_id: 1,
      nation: 'england',
      council_tax_band: 'B',
      deposit: 1500,
      holding_deposit: 300,
      tenancy_type: 'periodic',
    });
    expect(materialInformation(let_)?.partA).toEqual([
      { label: 'Rent', value: '£1,300 pcm' },
      { label: 'Council tax band', value: 'Band B' },
      { label: 'Tenancy deposit', value: '£1,500' },
      { label: 'Holding deposit', value: '£300' },
      { label: 'Tenancy', value: 'Periodic (rolling)' },
    ]);
  });

  test("a let by its rooms states each room's own rent, its own tenancy, a weekly one with its monthly figure", () => {
    const share = advertFixture({
      is_let: true,
      price: 150,
      property_rent_type_id: 4,
      property_category_id: 1,
      nation: 'england',
      council_tax_band: 'C',
      deposit: 750,
      holding_deposit: 150,
      tenancy_type: 'periodic',
      property_rooms: [
        roomFixture({ id: 1, price: 750, property_rent_type_id: 5, property_rent_type: { id: 5, type: 'Month' } }),
        roomFixture({
          id: 2,
          room_type_id: 1,
          property_room_type: { id: 1, type: 'Single' },
          quantity: 2,
          price: 150,
          property_rent_type_id: 4,
          property_rent_type: { id: 4, type: 'Week' },
        }),
      ],
    });
    expect(materialInformation(share)?.partA.slice(0, 3)).toEqual([
      { label: 'Rent: Double room', value: '£750 pcm, its own tenancy' },
      { label: 'Rent: Single room (2 rooms, each)', value: '£150.00 pw, £650 pcm, its own tenancy' },
      { label: 'Council tax band', value: 'Band C' },
    ]);
  });

  test('a wanted advert states none', () => {
    expect(materialInformation(advertFixture({ is_let: false, is_rent: true }))).toBeNull();
  });
});
