/**
 * What the shell may place: each remote's exposed modules and the props each takes, read from the
 * remotes' public surfaces (type-only: no remote code is bundled into the shell). A slot naming a
 * module a remote does not expose, or giving it the wrong props, does not compile.
 */
import type { Exposes as AdDetailsExposes } from '../../../mfe-ad-details/src/public-surface';
import type { Exposes as DashboardExposes } from '../../../mfe-dashboard/src/public-surface';
import type { Exposes as SearchMapExposes } from '../../../mfe-search-map/src/public-surface';
import type { Exposes as SupplyExposes } from '../../../mfe-supply/src/public-surface';
import type { Exposes as TransactionsExposes } from '../../../mfe-transactions/src/public-surface';

export interface RemoteExposes {
  'mfe-search-map': SearchMapExposes;
  'mfe-ad-details': AdDetailsExposes;
  'mfe-transactions': TransactionsExposes;
  'mfe-dashboard': DashboardExposes;
  'mfe-supply': SupplyExposes;
}

export type RemoteName = keyof RemoteExposes;
export type ExposedModule<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ParcelProps<R extends RemoteName, M extends ExposedModule<R>> = RemoteExposes[R][M];

/**
 * Where a slot's parcel comes from and what it is given: `props` may be left out when the parcel
 * takes none or only optional ones.
 */
export type SlotTarget<R extends RemoteName, M extends ExposedModule<R>> = { remote: R; module: M } & (Record<
  never,
  never
> extends ParcelProps<R, M>
  ? { props?: ParcelProps<R, M> }
  : { props: ParcelProps<R, M> });
