/** A react-final-form field validator: the message, or undefined when the value is valid. */
export type Validator = (value: unknown, allValues?: object) => string | undefined;

export const REQUIRED_MESSAGE = 'This field is required';
/** The confirmation dialog's optional message (002 §2.4, §9): what the API takes with a decline or a cancel too. */
export const CONFIRM_MESSAGE_MAX_LENGTH = 1000;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Empty text, no choice and an unticked checkbox all show the required message. */
export const required: Validator = (value) => (isEmpty(value) ? REQUIRED_MESSAGE : undefined);

/** The range and length validators leave empty values to `required`. */
export function minValue(min: number): Validator {
  return (value) => (!isEmpty(value) && Number(value) < min ? `The minimum required value is ${min}` : undefined);
}

export function maxValue(max: number): Validator {
  return (value) => (!isEmpty(value) && Number(value) > max ? `The maximum allowed value is ${max}` : undefined);
}

export function minLength(length: number): Validator {
  return (value) => (!isEmpty(value) && String(value).length < length ? `The minimum required length is ${length} characters` : undefined);
}

export function maxLength(length: number): Validator {
  return (value) => (!isEmpty(value) && String(value).length > length ? `The maximum allowed length is ${length} characters` : undefined);
}

/** Runs the validators in order and returns the first message. */
export function composeValidators(...validators: Array<Validator | undefined | false>): Validator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate ? validate(value, allValues) : undefined;
      if (message) return message;
    }
    return undefined;
  };
}
