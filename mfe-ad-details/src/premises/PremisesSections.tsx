import type { Advert } from '@marketplace/shared';
import { discountLines, houseRules, premisesSections } from './sections';
import * as styles from './premises.module.css';
import { AdvertHeading } from '../common/headings';

/** Every premises section that has content, then discounts and house rules. */
export function PremisesSections({ advert }: { advert: Advert }) {
  const sections = premisesSections(advert);
  const discounts = discountLines(advert.discounts);
  const rules = houseRules(advert);
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-label={section.title}>
          <AdvertHeading section className={styles.title}>
            {section.title}
          </AdvertHeading>
          <dl className={section.key === 'amenities' ? `${styles.rows} ${styles.twoColumns}` : styles.rows}>
            {section.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {discounts.length > 0 && (
        <section className={styles.section} aria-label="Discounts">
          <AdvertHeading section className={styles.title}>
            Discounts
          </AdvertHeading>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Term</th>
                <th scope="col">Discount</th>
              </tr>
            </thead>
            <tbody>
              {discounts.map((discount, index) => (
                <tr key={`${discount.type}-${index}`}>
                  <td>{discount.type}</td>
                  <td>{discount.term}</td>
                  <td>{discount.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {rules.length > 0 && (
        <section className={styles.section} aria-label="House Rules">
          <AdvertHeading section className={styles.title}>
            House Rules
          </AdvertHeading>
          <ul className={styles.rules}>
            {rules.map((rule, index) => (
              <li key={`${index}-${rule}`}>{rule}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
