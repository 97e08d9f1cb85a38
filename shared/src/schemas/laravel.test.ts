import { z } from 'zod';
import { dashDate, firstErrorPerField, idField, laravelBody, numberField, oneOf, optionalText } from './laravel';

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

describe('ids, choices, optional texts and dates', () => {
  const Body = laravelBody(
    z.object({
      id: idField('id'),
      type: oneOf('type', ['Property', 'Service']),
      report_type: oneOf('report_type', ['Spam', 'Scam'], { required: false }),
      issue_message: optionalText('issue_message', { max: 10 }),
      date_start: dashDate('date_start', { required: true }),
      date_end: dashDate('date_end'),
    }),
  );

  it('reads a form as sent, blanks as absent and dates in UTC', () => {
    expect(
      Body.parse({ id: '7', type: 'Service', report_type: ' ', issue_message: '  damp  ', date_start: '01-06-2026 14:30', date_end: '' }),
    ).toEqual({
      id: 7,
      type: 'Service',
      report_type: undefined,
      issue_message: 'damp',
      date_start: new Date('2026-06-01T14:30:00Z'),
      date_end: undefined,
    });
  });

  it("says what Laravel says for each field's first failing rule", () => {
    expect(
      errorsOf(Body, { id: 0, type: 'Car', report_type: 'Rude', issue_message: 'x'.repeat(11), date_start: '31-02-2026', date_end: 5 }),
    ).toEqual({
      id: ['The id field must be between 1 and 2147483647.'],
      type: ['The selected type is invalid.'],
      report_type: ['The selected report type is invalid.'],
      issue_message: ['The issue message field must not be greater than 10 characters.'],
      date_start: ['The date start field must match the format d-m-Y H:i.'],
      date_end: ['The date end field must match the format d-m-Y H:i.'],
    });
  });

  it('reads a body that is not an object as one with no fields', () => {
    for (const body of [null, 'id=1', [1, 2]]) {
      expect(errorsOf(Body, body)).toEqual({
        id: ['The id field is required.'],
        type: ['The type field is required.'],
        date_start: ['The date start field is required.'],
      });
    }
  });
});
