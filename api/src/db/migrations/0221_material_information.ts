import { sql, type Kysely } from 'kysely';

const money = sql.raw('numeric(12, 2)');

/**
 * Material information (Parts A, B and C), the EPC's potential rating or exemption, a commercial
 * property's rateable value, a short let's licence, and the nation an advert is in (from the gazetteer,
 * for the law of that nation): shared's MATERIAL_FIELDS, one column each, named as the field.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table properties
      add column nation text check (nation in ('england', 'scotland', 'wales', 'northern_ireland')),
      add column council_tax_band text check (council_tax_band in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'exempt', 'not_banded')),
      add column domestic_rates_pa ${money},
      add column tenure_type text check (tenure_type in ('freehold', 'leasehold', 'share_of_freehold', 'commonhold')),
      add column lease_years_remaining integer,
      add column ground_rent_pa ${money},
      add column service_charge_pa ${money},
      add column shared_ownership_share numeric(5, 2),
      add column shared_ownership_rent_pcm ${money},
      add column deposit ${money},
      add column holding_deposit ${money},
      add column rent_in_advance ${money},
      add column tenancy_type text,
      add column rateable_value ${money},
      add column epc_potential text,
      add column epc_exemption text,
      add column construction text,
      add column construction_details text,
      add column electricity_supply text,
      add column water_supply text,
      add column sewerage text,
      add column heating text,
      add column broadband text,
      add column broadband_speed integer,
      add column mobile_signal text,
      add column parking_type text,
      add column building_safety text,
      add column restrictions text,
      add column rights_easements text,
      add column flooded_recently text,
      add column flood_defences text,
      add column coastal_erosion text,
      add column planning text,
      add column accessibility text,
      add column mining_area text,
      add column part_c_details text,
      add column short_let_licence text,
      add column wra_registration text`.execute(db);
}
