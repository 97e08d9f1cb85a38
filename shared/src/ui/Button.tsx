import { useId, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { AppLink, type AppLinkProps } from '../navigation';
import './Button.css';

/** primary: the one main action of a screen; secondary: the others; quiet: a link-like action; danger: destroys something. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container (a phone's main action). */
  block?: boolean;
}

/** The classes of a button's look, for an element that cannot be a Button (a file input's label). */
export function buttonClass({ variant = 'secondary', size = 'medium', block = false }: ButtonLook = {}, className?: string): string {
  return [
    'ui-button',
    `ui-button--${variant}`,
    size === 'medium' ? '' : `ui-button--${size}`,
    block ? 'ui-button--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What a screen reader hears from a busy button instead of its label. */
export const BUSY_LABEL = 'Please wait';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>, ButtonLook {
  /** Defaults to 'button', so a button in a form submits only when it says so. */
  type?: 'button' | 'submit' | 'reset';
  /** A handler that returns a promise makes the button busy until it settles. */
  onClick?(event: MouseEvent<HTMLButtonElement>): unknown;
  /** The action is under way: the button keeps its width, shows a spinner, says 'Please wait' and ignores presses. */
  busy?: boolean;
  /** Why the action cannot be taken now: shown beside the button and read with it; the button stays focusable. */
  disabledReason?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * The product's button. Busy and unavailable-with-a-reason buttons stay focusable (aria-disabled), so
 * focus is not lost while a request runs and a keyboard user can reach the reason; a press on them does
 * nothing, and a submit button then does not send its form.
 */
export function Button({
  variant,
  size,
  block,
  type = 'button',
  busy = false,
  disabledReason,
  onClick,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const [running, setRunning] = useState(false);
  const isBusy = busy || running;
  const unavailable = disabledReason !== undefined && disabledReason !== null && disabledReason !== false;
  const describedBy = [rest['aria-describedby'], unavailable ? reasonId : ''].filter(Boolean).join(' ') || undefined;

  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || unavailable) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (isPromise(result)) {
      setRunning(true);
      // The caller's promise reports its own failure; the button only stops being busy.
      Promise.resolve(result)
        .catch(() => undefined)
        .finally(() => setRunning(false));
    }
  };

  const button = (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      aria-disabled={isBusy || unavailable ? true : rest['aria-disabled']}
      aria-describedby={describedBy}
      data-busy={isBusy ? 'true' : undefined}
      onClick={press}
    >
      {/* Kept while busy, unseen and unread, so the button keeps its width. */}
      <span className="ui-button__label" aria-hidden={isBusy || undefined}>
        {children}
      </span>
      {isBusy && (
        <>
          <span className="ui-button__spinner" aria-hidden="true" />
          <span className="visually-hidden">{BUSY_LABEL}</span>
        </>
      )}
    </button>
  );
  if (!unavailable) return button;
  return (
    <span className={block ? 'ui-button-with-reason ui-button-with-reason--block' : 'ui-button-with-reason'}>
      {button}
      <span id={reasonId} className="ui-button-with-reason__reason">
        {disabledReason}
      </span>
    </span>
  );
}

export interface ButtonLinkProps extends AppLinkProps, ButtonLook {}

/** A link that looks like a button: it goes somewhere (a page), where a Button does something. */
export function ButtonLink({ variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <AppLink {...rest} className={buttonClass({ variant, size, block }, className)}>
      <span className="ui-button__label">{children}</span>
    </AppLink>
  );
}
