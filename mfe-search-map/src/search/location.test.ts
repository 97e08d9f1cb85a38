import { geocoderPath, geocoderTypes, locationOfFeature, locationOfText, mapboxGeocoderUrl, type GeocoderFeature } from './location';

describe('geocoder', () => {
  it('asks for addresses only for ad types 4 to 6', () => {
    expect(geocoderTypes(1)).toBe('region,place,district,postcode,locality');
    expect(geocoderTypes(3)).not.toContain('address');
    expect(geocoderTypes(4)).toBe('region,place,district,postcode,locality,address');
    expect(geocoderTypes(null)).not.toContain('address');
  });

  it('builds the API path with at most 7 suggestions in gb, ie and es', () => {
    expect(geocoderPath(' Leeds ', 5)).toBe(
      'api/geocoding/Leeds.json?types=region%2Cplace%2Cdistrict%2Cpostcode%2Clocality%2Caddress&limit=7&country=gb%2Cie%2Ces',
    );
    expect(geocoderPath('a/b?', 1)).toMatch(/^api\/geocoding\/a%2Fb%3F\.json\?/);
  });

  it("asks Mapbox's geocoding as the spec says when a token is configured", () => {
    const url = new URL(mapboxGeocoderUrl(' SW18 4 ', 2, 'pk.test-token'));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.mapbox.com/geocoding/v5/mapbox.places/SW18%204.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_token: 'pk.test-token',
      types: 'region,place,district,postcode,locality',
      limit: '7',
      country: 'gb,ie,es',
    });
    expect(new URL(mapboxGeocoderUrl('Leeds', 6, 't')).searchParams.get('types')).toBe('region,place,district,postcode,locality,address');
  });

  it('fills a place with its city, county, country, centre and bounding box', () => {
    const leeds: GeocoderFeature = {
      id: 'place.1',
      place_type: ['place'],
      text: 'Leeds',
      place_name: 'Leeds, West Yorkshire, England, United Kingdom',
      center: [-1.54, 53.8],
      bbox: [-1.8, 53.7, -1.3, 53.95],
      context: [
        { id: 'district.3', text: 'West Yorkshire' },
        { id: 'region.1', text: 'England' },
        { id: 'country.1', text: 'United Kingdom', short_code: 'gb' },
      ],
    };
    expect(locationOfFeature(leeds)).toEqual({
      address: 'Leeds, West Yorkshire, England, United Kingdom',
      line_1: null,
      line_2: null,
      street: null,
      postcode: null,
      city: 'Leeds',
      county: 'West Yorkshire',
      country: 'United Kingdom',
      boundary_box: [-1.8, 53.7, -1.3, 53.95],
      longitude: -1.54,
      latitude: 53.8,
    });
  });

  it('fills a street address with its line, street and postcode', () => {
    const address: GeocoderFeature = {
      id: 'address.9',
      place_type: ['address'],
      text: '12 Park Row',
      place_name: '12 Park Row, Leeds LS1 5HD',
      center: [-1.546, 53.797],
      context: [
        { id: 'postcode.77', text: 'LS1 5HD' },
        { id: 'place.5', text: 'Leeds' },
        { id: 'country.1', text: 'United Kingdom' },
      ],
    };
    expect(locationOfFeature(address)).toMatchObject({
      line_1: '12 Park Row',
      street: '12 Park Row',
      postcode: 'LS1 5HD',
      city: 'Leeds',
      boundary_box: null,
      latitude: 53.797,
    });
  });

  it('typed text alone clears the place it replaces', () => {
    expect(locationOfText('Yor')).toMatchObject({ address: 'Yor', city: null, latitude: null, boundary_box: null });
  });
});
