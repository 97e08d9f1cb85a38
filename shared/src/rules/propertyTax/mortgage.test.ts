import { mortgagePayment } from './mortgage';

describe('mortgagePayment', () => {
  it('repays £200,000 over 25 years at 5% with £1,169.18 a month (the annuity formula)', () => {
    const result = mortgagePayment({ price: 250_000_00, deposit: 50_000_00, annualRate: 5, termYears: 25 });
    expect(result).toEqual({ loan: 200_000_00, monthly: 1_169_18, totalRepaid: 1_169_18 * 300, interest: 1_169_18 * 300 - 200_000_00 });
  });

  it('at 0% splits the loan evenly over the months', () => {
    expect(mortgagePayment({ price: 130_000_00, deposit: 10_000_00, annualRate: 0, termYears: 10 })).toEqual({
      loan: 120_000_00,
      monthly: 1_000_00,
      totalRepaid: 120_000_00,
      interest: 0,
    });
  });

  it('has nothing to repay when the deposit covers the price, or the term or rate make no sense', () => {
    expect(mortgagePayment({ price: 100_000_00, deposit: 100_000_00, annualRate: 4, termYears: 25 })).toBeNull();
    expect(mortgagePayment({ price: 100_000_00, deposit: 0, annualRate: 4, termYears: 0 })).toBeNull();
    expect(mortgagePayment({ price: 100_000_00, deposit: 0, annualRate: -1, termYears: 25 })).toBeNull();
    expect(mortgagePayment({ price: 100_000_00, deposit: 0, annualRate: Number.NaN, termYears: 25 })).toBeNull();
  });
});
