import { agencyLines, type AgencyDetails } from '@marketplace/shared';
import * as styles from './marketedBy.module.css';

/**
 * A letting agent's let: a link to its fees (or the fees themselves), its client money protection and its
 * redress scheme (Consumer Rights Act 2015 s83), from the agency's profile. A private landlord's has none.
 */
export function AgentDetails({ agency }: { agency: AgencyDetails | null | undefined }) {
  const lines = agency ? agencyLines(agency) : null;
  if (!lines) return null;
  return (
    <ul className={styles.agent} aria-label="Letting agent's fees and schemes">
      <li>
        {lines.fees.url ? (
          <a href={lines.fees.url} target="_blank" rel="noopener noreferrer">
            Agent&apos;s fees
          </a>
        ) : (
          <details>
            <summary>Agent&apos;s fees</summary>
            <p className={styles.fees}>{lines.fees.text}</p>
          </details>
        )}
      </li>
      <li>{lines.cmp}</li>
      <li>{lines.redress}</li>
    </ul>
  );
}
