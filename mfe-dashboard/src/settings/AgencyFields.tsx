import { AGENCY_FIELDS, CMP_SCHEMES, Field, REDRESS_SCHEMES, type AgencyDetails, type AgencyField } from '@marketplace/shared';
import * as styles from './settings.module.css';

const SCHEMES = { cmp_scheme: CMP_SCHEMES, redress_scheme: REDRESS_SCHEMES } as const;
const HINTS: Partial<Record<AgencyField, string>> = {
  fees_url: 'The page on your website that lists your fees, starting with https://.',
  fees_text: 'Or your fees themselves, if you have no such page.',
};

/**
 * A letting agent's statutory details (Consumer Rights Act 2015 s83): the fees, the client money
 * protection scheme and the redress scheme every one of its lets shows. Shared's AGENCY_FIELDS words them.
 */
export function AgencyFields({
  agency,
  onChange,
  error,
}: {
  agency: AgencyDetails;
  onChange: (agency: AgencyDetails) => void;
  error: (field: string) => string | undefined;
}) {
  const set = (field: AgencyField, value: string) => onChange({ ...agency, [field]: value === '' ? null : value });
  return (
    <>
      <label className="ui-check">
        <input
          type="checkbox"
          name="is_letting_agent"
          checked={agency.is_letting_agent}
          onChange={(e) => onChange({ ...agency, is_letting_agent: e.target.checked })}
        />
        I let homes as a letting agent
      </label>
      {agency.is_letting_agent && (
        <div className={styles.fields}>
          {(['fees_url', 'fees_text', 'cmp_scheme', 'cmp_member_no', 'redress_scheme', 'redress_member_no'] as const).map((field) => (
            <Field
              key={field}
              label={AGENCY_FIELDS[field].label}
              hint={HINTS[field]}
              error={error(field)}
              className={field.startsWith('fees') ? styles.wide : undefined}
            >
              {(control) =>
                field === 'cmp_scheme' || field === 'redress_scheme' ? (
                  <select {...control} name={field} value={agency[field] ?? ''} onChange={(e) => set(field, e.target.value)}>
                    <option value="">Choose…</option>
                    {Object.entries(SCHEMES[field]).map(([key, label]) => (
                      <option key={key} value={key}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : field === 'fees_text' ? (
                  <textarea {...control} name={field} rows={3} value={agency[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
                ) : (
                  <input
                    {...control}
                    type={field === 'fees_url' ? 'url' : 'text'}
                    name={field}
                    value={agency[field] ?? ''}
                    onChange={(e) => set(field, e.target.value)}
                  />
                )
              }
            </Field>
          ))}
        </div>
      )}
    </>
  );
}
