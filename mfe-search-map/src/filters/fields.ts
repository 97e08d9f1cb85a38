import { useField, useForm } from 'react-final-form';
import { formFields, type SearchFilters, type ServiceSearchFilters } from '@marketplace/shared';

/** Shared's form-field kit bound to this remote's react-final-form, named by the search's filters. */
export const { SelectField, CheckField, RadioField, TextField } = formFields<keyof SearchFilters>(useField);
/** The kit named by the service search's fields. */
export const serviceFields = formFields<keyof ServiceSearchFilters>(useField);

/** Replaces several values at once (one render), changing only those that differ. */
export function useReplaceValues() {
  const form = useForm<SearchFilters>();
  return (next: Partial<SearchFilters>) => {
    const current = form.getState().values;
    form.batch(() => {
      for (const [key, value] of Object.entries(next)) {
        if (current[key as keyof SearchFilters] !== value) form.change(key as keyof SearchFilters, value);
      }
    });
  };
}
