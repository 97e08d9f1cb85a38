import { fireEvent, render, screen } from '@testing-library/react';
import { Form, useField } from 'react-final-form';
import type { ReactNode } from 'react';
import { formFields } from './formFields';

const { TextField, NumberField, SelectField, CheckField, RadioField } = formFields(useField);

interface Values {
  title?: string;
  price?: number | null;
  occupation?: number | null;
  garage?: boolean;
  sold?: number;
}

/** A form whose values the test reads after each change. */
function renderForm(children: ReactNode, initialValues: Values = {}) {
  let values: Values = {};
  render(
    <Form<Values> onSubmit={() => undefined} initialValues={initialValues} subscription={{ values: true }}>
      {({ values: current }) => {
        values = current;
        return <form>{children}</form>;
      }}
    </Form>,
  );
  return () => values;
}

const occupations = [
  { value: 1, label: 'Plumber' },
  { value: 2, label: 'Electrician' },
];

test('a text field is labelled, holds its value and says what was refused', () => {
  const values = renderForm(<TextField name="title" label="Title" error="The title field is required." />, { title: 'Pl' });
  const input = screen.getByRole('textbox', { name: 'Title' });
  expect(input).toHaveProperty('value', 'Pl');
  fireEvent.change(input, { target: { value: 'Plumber' } });
  expect(values().title).toBe('Plumber');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Error: The title field is required.');
});

test('a number field gives a number, and null once emptied', () => {
  const values = renderForm(<NumberField name="price" label="Price (£)" />);
  const input = screen.getByRole('spinbutton', { name: 'Price (£)' });
  fireEvent.change(input, { target: { value: '45.5' } });
  expect(values().price).toBe(45.5);
  fireEvent.change(input, { target: { value: '' } });
  expect(values().price).toBeNull();
});

test("a select gives its choice's own value, null for the empty choice, and is described by words elsewhere too", () => {
  const values = renderForm(
    <>
      <p id="about">Who does the work.</p>
      <SelectField
        name="occupation"
        label="Occupation"
        placeholder="Any occupation"
        options={occupations}
        hint="Pick one."
        describedBy="about"
      />
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Occupation' });
  fireEvent.change(select, { target: { value: '2' } });
  expect(values().occupation).toBe(2);
  fireEvent.change(select, { target: { value: '' } });
  expect(values().occupation).toBeNull();
  const described = select
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Pick one.', 'Who does the work.']);
});

test('a select with onPick leaves the change to its caller', () => {
  const picked: Array<number | string | null> = [];
  const values = renderForm(<SelectField name="occupation" label="Occupation" options={occupations} onPick={(v) => picked.push(v)} />, {
    occupation: 1,
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Occupation' }), { target: { value: '2' } });
  expect(picked).toEqual([2]);
  expect(values().occupation).toBe(1);
});

test('a checkbox ticks its field, and its message describes it', () => {
  const values = renderForm(<CheckField name="garage" label="Garage" error="Tick it." />);
  const box = screen.getByRole('checkbox', { name: 'Garage' });
  fireEvent.click(box);
  expect(values().garage).toBe(true);
  expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Error: Tick it.');
});

test('a radio group under its legend picks one value', () => {
  const options = [
    { value: 1, label: 'Show' },
    { value: 2, label: 'Hide' },
    { value: 3, label: 'Only' },
  ];
  const values = renderForm(<RadioField name="sold" label="Sold STC" options={options} />, { sold: 1 });
  const group = screen.getByRole('group', { name: 'Sold STC' });
  expect(group).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Show' })).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('radio', { name: 'Only' }));
  expect(values().sold).toBe(3);
  expect(screen.getByRole('radio', { name: 'Show' })).toHaveProperty('checked', false);
});
