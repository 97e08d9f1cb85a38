import { TextField } from '../common/fields';

/** The contact items of a listing's form, each under its own label and message. */
export function ContactFields({ errors }: { errors: Partial<Record<string, string>> }) {
  const field = (name: string) => ({ name, error: errors[name] });
  return (
    <>
      <TextField {...field('contact_name')} label="Contact name" />
      <TextField {...field('contact_company_name')} label="Company name" />
      <TextField {...field('contact_email')} label="Contact email" type="email" />
      <TextField {...field('contact_landing_prefix')} label="Landline prefix" type="tel" />
      <TextField {...field('contact_landing')} label="Landline" type="tel" />
      <TextField {...field('contact_mobile_prefix')} label="Mobile prefix" type="tel" />
      <TextField {...field('contact_mobile')} label="Mobile" type="tel" />
    </>
  );
}
