import type { ApiErrors } from '../entities';
import { firstErrorMessages } from '../rules';
import './ui.css';

export interface ValidationErrorsProps {
  errors: ApiErrors | null | undefined;
  className?: string;
}

/** The first message of each field of a server errors object; nothing when there is none. */
export function ValidationErrors({ errors, className }: ValidationErrorsProps) {
  const messages = firstErrorMessages(errors);
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className={['ui-validation-errors', className].filter(Boolean).join(' ')}>
      {messages.map(({ field, message }) => (
        <li key={field}>{message}</li>
      ))}
    </ul>
  );
}
