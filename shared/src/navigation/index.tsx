import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Navigator = (to: string) => void;

/** Until the shell registers its router, navigation falls back to a full page load. */
let navigator: Navigator | null = null;

/** The shell registers its router here; returns a function that unregisters it. */
export function setNavigator(fn: Navigator | null): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

/**
 * Pages with unsaved work (a half-filled form) register a check here. While any check answers true, the shell
 * asks before its router leaves the page (a link, the menu, `navigate`, the browser's Back and Forward) and the
 * browser asks before a reload or a closed tab. A parcel cannot hold the shell's router's blocker itself, so the
 * check is registered through this shared module instead.
 */
const unsavedWorkChecks = new Set<() => boolean>();

/** Registers `hasUnsavedWork` (read at the moment of leaving); returns a function that unregisters it. */
export function guardUnsavedWork(hasUnsavedWork: () => boolean): () => void {
  unsavedWorkChecks.add(hasUnsavedWork);
  return () => {
    unsavedWorkChecks.delete(hasUnsavedWork);
  };
}

/** Whether leaving now would lose work a page registered with `guardUnsavedWork`. */
export function hasUnsavedWork(): boolean {
  return [...unsavedWorkChecks].some((check) => check());
}

export function navigate(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** Leave modified clicks (new tab, new window, download) and other targets to the browser. */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (!target || target === '_self');
}

/**
 * A real link (so it can be opened in a new tab and read by assistive technology) that navigates
 * client-side through the shell's router, even from a parcel rendered outside that router.
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
