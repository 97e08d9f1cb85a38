/** A repayment mortgage's monthly payment by the annuity formula, in pence. */
export interface MortgageInput {
  /** The price and the deposit, pence. */
  price: number;
  deposit: number;
  /** The annual interest rate in percent (4.5 for 4.5%). */
  annualRate: number;
  termYears: number;
}

export interface MortgageResult {
  loan: number;
  monthly: number;
  /** What the months' payments add up to, and the part of it that is interest, pence. */
  totalRepaid: number;
  interest: number;
}

/**
 * Loan = price − deposit, repaid over termYears × 12 equal months at a twelfth of the annual rate:
 * monthly = L·r / (1 − (1 + r)^−n); at 0% it is L / n. Null when the inputs make no loan to repay.
 */
export function mortgagePayment({ price, deposit, annualRate, termYears }: MortgageInput): MortgageResult | null {
  const loan = price - deposit;
  const months = Math.round(termYears * 12);
  if (!(loan > 0) || !(months > 0) || !(annualRate >= 0) || !Number.isFinite(annualRate)) return null;
  const r = annualRate / 100 / 12;
  const monthly = Math.round(r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months));
  const totalRepaid = monthly * months;
  return { loan, monthly, totalRepaid, interest: totalRepaid - loan };
}
