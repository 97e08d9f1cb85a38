import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONFIRM_MESSAGE_MAX_LENGTH } from '../rules/validators';
import { Button } from './Button';
import { Modal } from './Modal';
import './ui.css';

/** Confirm gives the typed message when there is one, otherwise true; cancel gives false. */
export type ConfirmResult = boolean | string;

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  /** Offers the optional free-text field. */
  allowMessage?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action destroys something (deleting an account): its button is the danger one. */
  destructive?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open?: boolean;
  onResult(result: ConfirmResult): void;
}

export function ConfirmDialog({
  open = true,
  title,
  message,
  allowMessage = false,
  confirmLabel = 'Confirm',
  cancelLabel = 'Go Back',
  destructive = false,
  onResult,
}: ConfirmDialogProps) {
  const [text, setText] = useState('');
  const confirm = () => onResult(text.trim() ? text.trim() : true);
  const cancel = () => onResult(false);
  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      size="sm"
      footer={
        <>
          <Button onClick={cancel}>{cancelLabel}</Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="ui-confirm__message">{message}</div>
      {allowMessage ? (
        <textarea
          className="ui-confirm__text"
          aria-label="Optional message"
          placeholder="Optional message"
          maxLength={CONFIRM_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter confirms; Shift+Enter keeps the browser's new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              confirm();
            }
          }}
        />
      ) : null}
    </Modal>
  );
}

/** Opens a confirmation dialog over the page and resolves with the user's choice. */
export function confirm(options: ConfirmOptions): Promise<ConfirmResult> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    let settled = false;
    const finish = (result: ConfirmResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
      // Unmount after the click that settled it has finished rendering.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(<ConfirmDialog {...options} onResult={finish} />);
  });
}
