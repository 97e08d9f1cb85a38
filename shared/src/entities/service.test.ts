import { ServiceBody } from '../schemas/supply';
import { SERVICE_FIELD_NAMES, SERVICE_FIELDS, serviceFieldsOfType } from './service';

const address = { line_1: '4 Parkway', city: 'London', postcode: 'NW1 7AA', latitude: 51.5, longitude: -0.1 };
const service = { service_type_occupation_id: 1, service_payment_type_id: 2, service_title: 'Plumber', price: 60, address };
const errorsOf = (body: object) => {
  const parsed = ServiceBody.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("a service's record", () => {
  test('the supply body reads every declared field and nothing else of its own', () => {
    const parsed = ServiceBody.parse({ ...service, working_hours_from: '08:00', unknown_field: 'x' });
    expect(Object.keys(parsed).sort()).toEqual([...SERVICE_FIELD_NAMES.filter((f) => f in parsed), 'address'].sort());
    expect(parsed).toMatchObject({ service_title: 'Plumber', price: 60, working_hours_from: '08:00' });
    expect(parsed).not.toHaveProperty('unknown_field');
  });

  test("the body holds each field to its declared limits, in Laravel's words", () => {
    expect(errorsOf({ address })).toMatchObject({
      service_type_occupation_id: 'The service type occupation id field is required.',
      service_payment_type_id: 'The service payment type id field is required.',
      service_title: 'The service title field is required.',
      price: 'The price field is required.',
    });
    const { max, min } = SERVICE_FIELDS.service_title;
    expect(errorsOf({ ...service, service_title: 'ab' }).service_title).toBe(`The service title field must be at least ${min} characters.`);
    expect(errorsOf({ ...service, service_title: 'x'.repeat(max + 1) }).service_title).toBe(
      `The service title field must not be greater than ${max} characters.`,
    );
    expect(errorsOf({ ...service, price: SERVICE_FIELDS.price.max + 1 }).price).toBe(
      `The price field must be between 0 and ${SERVICE_FIELDS.price.max}.`,
    );
    expect(errorsOf({ ...service, working_hours_from: '25:00' }).working_hours_from).toBe(
      'The working hours from field must match the format H:i.',
    );
    expect(errorsOf({ ...service, working_hours_from: '10:00', working_hours_to: '09:00' }).working_hours_to).toBe(
      'The working hours to field must be a time after working hours from.',
    );
  });

  test('each lookup names the catalogue table its id points into', () => {
    expect(serviceFieldsOfType('lookup').map((f) => SERVICE_FIELDS[f].table)).toEqual([
      'service_occupation_types',
      'service_payment_types',
    ]);
  });
});
