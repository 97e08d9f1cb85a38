import { render, screen } from '@testing-library/react';
import { Field } from './Field';

test('the control is labelled and described by its hint', () => {
  render(
    <Field label="Mobile" hint="With the area code, e.g. 07700 900123.">
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Mobile' });
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(input).toHaveProperty('className', 'ui-input');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('With the area code, e.g. 07700 900123.');
});

test('a refused value is marked invalid and its message read with the field, after the hint', () => {
  render(
    <Field label="Contact email" hint="Shown on your adverts." error="The email must be a valid email address.">
      {(control) => <input {...control} type="email" />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Contact email' });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = input
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Shown on your adverts.', 'Error: The email must be a valid email address.']);
});
