import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { formFields, type UseFieldHook } from '@marketplace/shared';

/** The fields each form keeps registered for as long as it lives. */
const keptFields = new WeakMap<object, Set<string>>();

/**
 * react-final-form 7.0.1 sets a field that mounts again to its form's initial value when the field's
 * state is gone (its 'FIX #1050'), which final-form drops once nothing is registered under the name:
 * a price typed on one step of a listing form came back empty when the person returned to that step
 * (as publishing does, to show what is missing). Each field stays registered for the form's life.
 */
const useKeptField: UseFieldHook = (name, config) => {
  const form = useForm();
  useEffect(() => {
    const names = keptFields.get(form) ?? new Set<string>();
    keptFields.set(form, names);
    if (names.has(name)) return;
    names.add(name);
    form.registerField(name, () => undefined, {});
  }, [form, name]);
  return useField(name, config);
};

/** Shared's form-field kit bound to this remote's react-final-form: the listing forms' inputs. */
export const { TextField, NumberField, SelectField, CheckField } = formFields(useKeptField);
