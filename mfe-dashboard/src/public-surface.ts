/**
 * mfe-dashboard's public surface: everything the rest of the page may rely on. The exposed module
 * is a single-spa parcel (default export, made with `reactParcel`); everything else is private.
 */
import type { DashboardPage, EventName } from '@marketplace/shared';

export const REMOTE = 'mfe-dashboard';

/** Exposed modules and the props each parcel takes. */
export interface Exposes {
  /** The dashboard layout with the page of the route (/dashboard-<page>/...); `params` are the route's. */
  './Dashboard': { page: DashboardPage; params: Record<string, string | undefined> };
}

/** Bus events this remote emits. */
export const emits = ['modal:open', 'advert:open'] as const satisfies readonly EventName[];

/** Bus events this remote listens to. */
export const hears = ['session:changed', 'notification:received', 'review:added'] as const satisfies readonly EventName[];
