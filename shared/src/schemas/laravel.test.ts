import { z } from 'zod';
import { firstErrorPerField, numberField } from './laravel';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error.issues);
};

describe('number fields read as Laravel reads them', () => {
  const Body = z.object({
    guests: numberField('guests', { min: 1, max: 99, integer: true }),
    amount: numberField('amount', { min: 1, max: 5000, required: true }),
  });

  it('takes numbers and digit strings, and leaves a blank optional field out', () => {
    expect(Body.parse({ guests: '4', amount: 12.5 })).toEqual({ guests: 4, amount: 12.5 });
    expect(Body.parse({ guests: ' ', amount: '20' })).toEqual({ guests: undefined, amount: 20 });
  });

  it('words each failure with the first rule that fails', () => {
    expect(errorsOf(Body, { guests: 'four' })).toEqual({
      guests: ['The guests field must be an integer.'],
      amount: ['The amount field is required.'],
    });
    expect(errorsOf(Body, { guests: 2.5, amount: 'x' })).toEqual({
      guests: ['The guests field must be an integer.'],
      amount: ['The amount field must be a number.'],
    });
    expect(errorsOf(Body, { guests: 100, amount: 0 })).toEqual({
      guests: ['The guests field must be between 1 and 99.'],
      amount: ['The amount field must be between 1 and 5000.'],
    });
    expect(errorsOf(Body, { guests: '1e3', amount: Infinity })).toEqual({
      guests: ['The guests field must be an integer.'],
      amount: ['The amount field must be a number.'],
    });
  });
});
