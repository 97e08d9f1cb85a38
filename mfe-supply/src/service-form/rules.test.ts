import { emptyService, toServiceBody, validateService } from './rules';

describe('the service form', () => {
  test('asks for occupation, payment type, title, price and an address of 3 to 200 characters', () => {
    const errors = validateService(emptyService());
    expect(errors).toMatchObject({
      service_type_occupation_id: 'This field is required',
      service_payment_type_id: 'This field is required',
      price: 'This field is required',
      line_1: 'This field is required',
    });
    expect(validateService({ ...emptyService(), line_1: 'ab' }).line_1).toBe('The minimum required length is 3 characters');
    expect(validateService({ ...emptyService(), line_1: 'x'.repeat(201) }).line_1).toBe('The maximum allowed length is 200 characters');
  });

  test('working hours end after they start; a complete service has no errors and is sent with its address', () => {
    const done = {
      ...emptyService(),
      service_type_occupation_id: 1,
      service_payment_type_id: 1,
      service_title: 'Plumber',
      price: 60,
      line_1: '4 Parkway',
      city: 'London',
      postcode: 'NW1 7AA',
      latitude: 51.5,
      longitude: -0.1,
      working_hours_from: '09:00',
      working_hours_to: '17:00',
    };
    expect(validateService(done)).toEqual({});
    expect(validateService({ ...done, working_hours_to: '08:00' }).working_hours_to).toBeTruthy();
    expect(toServiceBody(done)).toMatchObject({ price: 60, address: { line_1: '4 Parkway', postcode: 'NW1 7AA' } });
  });
});
