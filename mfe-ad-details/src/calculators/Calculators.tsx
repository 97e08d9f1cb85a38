import { useId, useState } from 'react';
import {
  BUYER_KINDS,
  BUYER_KIND_LABELS,
  dayInWords,
  Field,
  mortgagePayment,
  propertyTax,
  type Advert,
  type BuyerKind,
  type PropertyTaxTable,
} from '@marketplace/shared';
import { AdvertHeading } from '../common/headings';
import { bandName, calculatorTable, money, parseNumber, parsePounds, percent } from './calculators';
import * as styles from './calculators.module.css';

/** A typical two-to-five-year fixed rate and term to start from; the buyer types their own. */
const START_RATE = '4.5';
const START_TERM = '25';
/** The deposit the mortgage calculator starts with: 10% of the price, as most lenders' 90% loans. */
const START_DEPOSIT_SHARE = 0.1;

const PRICE_ERROR = 'Enter a price in pounds, like 250000';

function StampDuty({ table, advertPrice }: { table: PropertyTaxTable; advertPrice: number }) {
  const [priceText, setPriceText] = useState(String(advertPrice));
  const [buyer, setBuyer] = useState<BuyerKind>('moving');
  const name = useId();
  const price = parsePounds(priceText);
  const result = price === null ? null : propertyTax(table, price, buyer);
  const ftb = table.firstTimeBuyer;
  const reliefNote =
    buyer !== 'first_time' || result?.relief
      ? null
      : ftb === null
        ? `There is no first-time buyer relief from ${table.tax}: the usual rates apply.`
        : `First-time buyer relief does not apply above ${money((ftb.maxPrice ?? 0) * 100)}: the usual rates apply.`;

  return (
    <section className={styles.calculator} aria-label="Stamp duty calculator">
      <AdvertHeading section className={styles.title}>
        Stamp duty
      </AdvertHeading>
      <Field label="Price" error={price === null ? PRICE_ERROR : null}>
        {(control) => (
          <input {...control} inputMode="numeric" autoComplete="off" value={priceText} onChange={(e) => setPriceText(e.target.value)} />
        )}
      </Field>
      <fieldset className="ui-choices">
        <legend className="ui-field__label">Buyer</legend>
        {BUYER_KINDS.map((kind) => (
          <label key={kind} className="ui-check">
            <input type="radio" name={name} value={kind} checked={buyer === kind} onChange={() => setBuyer(kind)} />
            <span>{BUYER_KIND_LABELS[kind]}</span>
          </label>
        ))}
      </fieldset>
      {result && (
        <div aria-live="polite" className={styles.result}>
          <p className={styles.total}>
            <span>{table.tax} to pay</span> <strong data-testid="stamp-duty-total">{money(result.total)}</strong>
          </p>
          <p className={styles.muted}>Effective rate {percent(result.effectiveRate)} of the price</p>
          {reliefNote && <p>{reliefNote}</p>}
          <table className={styles.bands}>
            <caption className="visually-hidden">How the tax is worked out, band by band</caption>
            <thead>
              <tr>
                <th scope="col">Band</th>
                <th scope="col">Rate</th>
                <th scope="col">Tax</th>
              </tr>
            </thead>
            <tbody>
              {result.slices
                .filter((slice) => slice.taxable > 0)
                .map((slice) => (
                  <tr key={slice.from}>
                    <th scope="row">{bandName(slice)}</th>
                    <td>{percent(slice.rate)}</td>
                    <td>{money(slice.tax)}</td>
                  </tr>
                ))}
              {result.supplement > 0 && (
                <tr>
                  <th scope="row">Additional Dwelling Supplement, on the whole price</th>
                  <td>{percent(table.additionalHome.wholePriceRate)}</td>
                  <td>{money(result.supplement)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.muted}>
        {table.tax}, rates from {dayInWords(table.from, { day: 'numeric', month: 'long', year: 'numeric' })}.{' '}
        <a href={table.source} target="_blank" rel="noreferrer">
          The rates
        </a>{' '}
        apply to a buyer who is a person, not a company; your conveyancer confirms what you owe.
      </p>
    </section>
  );
}

function Mortgage({ advertPrice }: { advertPrice: number }) {
  const [priceText, setPriceText] = useState(String(advertPrice));
  const [depositText, setDepositText] = useState(String(Math.round(advertPrice * START_DEPOSIT_SHARE)));
  const [rateText, setRateText] = useState(START_RATE);
  const [termText, setTermText] = useState(START_TERM);
  const price = parsePounds(priceText);
  const deposit = parsePounds(depositText);
  const rate = parseNumber(rateText);
  const term = parseNumber(termText);
  const depositError =
    deposit === null ? 'Enter a deposit in pounds' : price !== null && deposit >= price ? 'The deposit must be less than the price' : null;
  const rateError = rate === null || rate > 25 ? 'Enter an interest rate from 0 to 25%' : null;
  const termError = term === null || !Number.isInteger(term) || term < 1 || term > 40 ? 'Enter a term from 1 to 40 years' : null;
  const result =
    price !== null && deposit !== null && rate !== null && term !== null && !depositError && !rateError && !termError
      ? mortgagePayment({ price, deposit, annualRate: rate, termYears: term })
      : null;

  const field = (
    label: string,
    value: string,
    set: (v: string) => void,
    error: string | null,
    mode: 'numeric' | 'decimal',
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...control} inputMode={mode} autoComplete="off" value={value} onChange={(e) => set(e.target.value)} />}
    </Field>
  );

  return (
    <section className={styles.calculator} aria-label="Mortgage calculator">
      <AdvertHeading section className={styles.title}>
        Mortgage
      </AdvertHeading>
      <div className={styles.fields}>
        {field('Price', priceText, setPriceText, price === null ? PRICE_ERROR : null, 'numeric')}
        {field('Deposit', depositText, setDepositText, depositError, 'numeric')}
        {field('Interest rate (%)', rateText, setRateText, rateError, 'decimal')}
        {field('Term (years)', termText, setTermText, termError, 'numeric')}
      </div>
      {result && (
        <div aria-live="polite" className={styles.result}>
          <p className={styles.total}>
            <span>Monthly payment</span> <strong data-testid="mortgage-monthly">{money(result.monthly)}</strong>
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Loan</dt>
              <dd>{money(result.loan)}</dd>
            </div>
            <div>
              <dt>Total repaid over {term} years</dt>
              <dd>{money(result.totalRepaid)}</dd>
            </div>
            <div>
              <dt>Of which interest</dt>
              <dd>{money(result.interest)}</dd>
            </div>
          </dl>
        </div>
      )}
      <p className={styles.muted}>A repayment mortgage at a fixed rate for the whole term; a lender’s offer is what counts.</p>
    </section>
  );
}

/** Stamp duty and mortgage calculators for a home on sale, at its price, for a buyer moving home. */
export function Calculators({ advert }: { advert: Advert }) {
  const table = calculatorTable(advert);
  if (!table || !advert.price) return null;
  return (
    <div className={styles.calculators} key={advert.id}>
      <StampDuty table={table} advertPrice={advert.price} />
      <Mortgage advertPrice={advert.price} />
    </div>
  );
}
