import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { bus } from '../events';

export interface DismissablePopover<Root extends HTMLElement, Trigger extends HTMLElement> {
  open: boolean;
  toggle(): void;
  /** Closes where the user made a choice inside; focus stays where the choice put it. */
  close(): void;
  /** The element holding the trigger and the popover: a press outside it closes the popover. */
  rootRef: RefObject<Root | null>;
  /** The button that opens it: Escape closes the popover and gives focus back here. */
  triggerRef: RefObject<Trigger | null>;
  /** The id the popover element takes, so its button can say what it controls. */
  popoverId: string;
  /** Spread on the button: its ref, its expanded state, what it controls, and the toggle. */
  triggerProps: {
    ref: RefObject<Trigger | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick(): void;
  };
}

/**
 * The open state of a menu or popover that closes the way people expect: on Escape (focus back to
 * its button), on a press anywhere outside it, and when the page changes (a link, Back, `navigate`).
 */
export function useDismissablePopover<
  Root extends HTMLElement = HTMLDivElement,
  Trigger extends HTMLElement = HTMLButtonElement,
>(): DismissablePopover<Root, Trigger> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const triggerRef = useRef<Trigger>(null);
  const popoverId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onPageChanged = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('popstate', onPageChanged);
    const offPageChanged = bus.on('page:changed', onPageChanged);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('popstate', onPageChanged);
      offPageChanged();
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  const triggerProps = { ref: triggerRef, 'aria-expanded': open, 'aria-controls': popoverId, onClick: toggle };
  return { open, toggle, close, rootRef, triggerRef, popoverId, triggerProps };
}
