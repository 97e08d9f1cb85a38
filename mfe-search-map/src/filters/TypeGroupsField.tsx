import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { PROPERTY_TYPE_GROUPS, type PropertyTypeChild, type PropertyTypeGroup, type SearchFilters } from '@marketplace/shared';
import { useReplaceValues } from './fields';
import { TYPE_LABELS } from './labels';
import { TYPE_GROUP_NAMES, tickChild, tickGroup } from '../search/typeGroups';
import * as styles from './SearchForm.module.css';

/** Property type groups: ticking a group ticks its children, ticking a child ticks its group. */
export function TypeGroupsField() {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const replace = useReplaceValues();
  const [expanded, setExpanded] = useState<PropertyTypeGroup | null>(null);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Property Types</legend>
      <ul className={styles.typeGroups}>
        {TYPE_GROUP_NAMES.map((group) => {
          const children = PROPERTY_TYPE_GROUPS[group] as readonly PropertyTypeChild[];
          const childrenId = `type-group-${group}`;
          return (
            <li key={group} className={styles.typeGroup}>
              <div className={styles.typeGroupHead}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={values[group]}
                    onChange={(event) => replace(tickGroup(values, group, event.target.checked))}
                  />
                  <span>{TYPE_LABELS[group]}</span>
                </label>
                {children.length > 0 && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-expanded={expanded === group}
                    aria-controls={childrenId}
                    aria-label={`${TYPE_LABELS[group]} types`}
                    onClick={() => setExpanded(expanded === group ? null : group)}
                  >
                    {expanded === group ? '−' : '+'}
                  </button>
                )}
              </div>
              {children.length > 0 && (
                <ul id={childrenId} className={styles.typeChildren} hidden={expanded !== group}>
                  {children.map((child) => (
                    <li key={child}>
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          checked={values[child]}
                          onChange={(event) => replace(tickChild(values, child, event.target.checked))}
                        />
                        <span>{TYPE_LABELS[child]}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
