import { useCallback, useEffect, useLayoutEffect, useState, type MouseEvent, type RefObject } from 'react';
import './ErrorSummary.css';

/** The first control in `container` marked invalid (aria-invalid="true"), in the order a person reads them. */
function firstInvalid(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
}

/** Moves the focus to the first invalid control in `container` (scrolled into view); false when there is none. */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const control = firstInvalid(container);
  if (!control) return false;
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * After a refused submit the first field to put right takes the focus, as the GOV.UK Design System asks:
 * call the returned function when the attempt failed; the focus moves once the messages are drawn.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(container.current);
  }, [attempt, container]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}

export interface SummaryError {
  /** The field's message, as shown under the field. */
  message: string;
  /** The field's control: its `name` attribute, or its id. */
  field: string;
  /** Which field it is; the control's own label when left out. */
  label?: string;
}

/** The control of a field: its `name` attribute in `scope`, or its id. */
function controlOf(scope: ParentNode, field: string): HTMLElement | null {
  const named = Array.from(scope.querySelectorAll<HTMLElement>('[name]')).find((el) => el.getAttribute('name') === field);
  return named ?? document.getElementById(field);
}

/** What a control is called: its label, or its group's legend, or its accessible label. */
function labelOf(control: HTMLElement | null): string | null {
  if (!control) return null;
  const label = (control as HTMLInputElement).labels?.[0]?.textContent ?? control.closest('fieldset')?.querySelector('legend')?.textContent;
  return (label ?? control.getAttribute('aria-label'))?.trim() || null;
}

/** A form's messages by field (one, or the server's list whose first counts) as the summary lists them. */
export const summaryOf = (errors: Partial<Record<string, string | readonly string[]>> | null | undefined): SummaryError[] =>
  Object.entries(errors ?? {}).flatMap(([field, messages]) => {
    const message = typeof messages === 'string' ? messages : messages?.[0];
    return message ? [{ field, message }] : [];
  });

/**
 * The GOV.UK error summary: 'There is a problem' and each field's message as a link that puts the focus
 * on that field. It goes above the form; announced when it appears.
 */
export function ErrorSummary({
  errors,
  container,
  title = 'There is a problem',
}: {
  errors: readonly SummaryError[];
  /** Where the fields are; the page when absent. */
  container?: RefObject<HTMLElement | null>;
  title?: string;
}) {
  // Each message says which field it is about ('Postcode: ...'): a list of 'This field is required' says nothing.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const fields = errors.map((e) => e.field).join('\n');
  useLayoutEffect(() => {
    const scope: ParentNode = container?.current ?? document;
    const found: Record<string, string> = {};
    for (const field of fields ? fields.split('\n') : []) {
      const label = labelOf(controlOf(scope, field));
      if (label) found[field] = label;
    }
    setLabels(found);
  }, [fields, container]);
  if (errors.length === 0) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = controlOf(container?.current ?? document, field);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div className="ui-error-summary" role="alert" aria-labelledby="ui-error-summary-title">
      <h2 id="ui-error-summary-title" className="ui-error-summary__title">
        {title}
      </h2>
      <ul className="ui-error-summary__list">
        {errors.map(({ message, field, label = labels[field] }) => (
          <li key={field}>
            <a href={`#${field}`} onClick={(event) => go(event, field)}>
              {label ? `${label}: ${message}` : message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
