import { useCallback, useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import type { Placement } from '@floating-ui/dom';
import { useDismissablePopover, type DismissablePopover } from './useDismissablePopover';
import './Popover.css';

/** The gap between the popover and the screen's edges, and between it and its button. */
const EDGE = 8;
/** Below this much room the popover scrolls rather than shrinking further. */
const MIN_HEIGHT = 160;

export interface PopoverProps {
  /** The popover's accessible name ('Notifications'). */
  label: string;
  /** The button that opens it: spread the props on a <button> (its ref, expanded state, what it controls, toggle). */
  trigger(props: DismissablePopover<HTMLDivElement, HTMLButtonElement>['triggerProps']): ReactNode;
  /** The content; as a function it gets `close`, which also gives focus back to the button. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Where it opens from its button when there is room; it flips and shifts to stay in view. */
  placement?: Placement;
  className?: string;
}

/**
 * The placing library, fetched when a popover is first reached for rather than with every page: no
 * first view opens one, and it would be a fifth of the shared package's weight.
 */
const loadPlacing = () => import('@floating-ui/dom');

const prefetchPlacing = () => void loadPlacing();

/** Whether the browser has the Popover API: the panel then goes into the top layer, over everything. */
const topLayer = (el: HTMLElement): el is HTMLElement & { showPopover(): void; hidePopover(): void } =>
  typeof (el as { showPopover?: unknown }).showPopover === 'function';

/**
 * A panel that opens from a button and floats over the page (the notification list, a share menu):
 * placed in view on any screen (under its button, flipped above or shifted sideways when there is no
 * room, never wider or taller than the screen), scrolling inside when its content is longer, and closing
 * on Escape (focus back to its button), a press outside, focus leaving it, and a new page.
 */
export function Popover({ label, trigger, children, placement = 'bottom-end', className }: PopoverProps) {
  const popover = useDismissablePopover<HTMLDivElement, HTMLButtonElement>();
  const { open, close, rootRef, triggerRef, popoverId, triggerProps } = popover;
  const panelRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const button = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !button || !panel) return;
    if (topLayer(panel)) panel.showPopover();
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadPlacing().then(({ autoUpdate, computePosition, flip, offset, shift, size }) => {
      if (cancelled) return;
      const place = () =>
        void computePosition(button, panel, {
          strategy: 'fixed',
          placement,
          middleware: [
            offset(EDGE),
            flip({ padding: EDGE }),
            shift({ padding: EDGE }),
            size({
              padding: EDGE,
              apply({ availableWidth, availableHeight }) {
                panel.style.maxWidth = `${Math.max(0, availableWidth)}px`;
                panel.style.maxHeight = `${Math.max(MIN_HEIGHT, availableHeight)}px`;
              },
            }),
          ],
        }).then(({ x, y }) => {
          panel.style.left = `${x}px`;
          panel.style.top = `${y}px`;
          if (panel.dataset.placed) return;
          // Shown once in place (no flash in a corner); a screen reader and a keyboard then continue inside it,
          // unless the person has already moved on.
          panel.dataset.placed = 'true';
          if (document.activeElement === button || document.activeElement === document.body) panel.focus({ preventScroll: true });
        });
      // Follows its button through scrolling and resizing (a phone turned, the keyboard opening).
      stop = autoUpdate(button, panel, place, {
        elementResize: typeof ResizeObserver !== 'undefined',
        layoutShift: typeof IntersectionObserver !== 'undefined',
      });
    });
    return () => {
      cancelled = true;
      stop?.();
      if (topLayer(panel) && panel.matches(':popover-open')) panel.hidePopover();
    };
  }, [open, placement, triggerRef]);

  const closeAndReturn = useCallback(() => {
    close();
    triggerRef.current?.focus();
  }, [close, triggerRef]);

  // Tabbing past its end (or back before its button) closes it; focus goes on where it was going.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return (
    <div
      ref={rootRef}
      className={['ui-popover-anchor', className].filter(Boolean).join(' ')}
      onBlur={onBlur}
      // Reaching for the button fetches the placing library, so the panel opens in place without a wait.
      onPointerEnter={prefetchPlacing}
      onFocus={prefetchPlacing}
    >
      {trigger(triggerProps)}
      {open && (
        <div ref={panelRef} id={popoverId} className="ui-popover" role="dialog" aria-label={label} tabIndex={-1} popover="manual">
          {typeof children === 'function' ? children(closeAndReturn) : children}
        </div>
      )}
    </div>
  );
}
