import { useField } from 'react-final-form';
import { formFields } from '@marketplace/shared';

/** Shared's form-field kit bound to this remote's react-final-form: the listing forms' inputs. */
export const { TextField, NumberField, SelectField, CheckField } = formFields(useField);
