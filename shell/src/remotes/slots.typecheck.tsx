// Checked by `tsc` (the shell's typecheck), never run: the shell's slots are typed by the remotes'
// public surfaces. Each `@ts-expect-error` fails the typecheck if its line ever compiles.
import { RemoteSlot } from './RemoteSlot';

export const placements = [
  <RemoteSlot key="filters" remote="mfe-search-map" module="./SearchFilters" />,
  <RemoteSlot key="page" remote="mfe-ad-details" module="./AdvertPage" props={{ advertId: 12, kind: 'service' }} />,
  <RemoteSlot key="editor" remote="mfe-supply" module="./AdvertEditor" />,
  // @ts-expect-error the search map exposes no './DetailPanel' (the detail remote does)
  <RemoteSlot key="wrong-module" remote="mfe-search-map" module="./DetailPanel" />,
  // @ts-expect-error no remote is called 'mfe-search'
  <RemoteSlot key="wrong-remote" remote="mfe-search" module="./SearchFilters" />,
  // @ts-expect-error the advert page needs its advertId and kind
  <RemoteSlot key="missing-props" remote="mfe-ad-details" module="./AdvertPage" />,
  // @ts-expect-error kind is 'property' or 'service'
  <RemoteSlot key="wrong-prop" remote="mfe-ad-details" module="./AdvertPage" props={{ advertId: 12, kind: 'flat' }} />,
  // @ts-expect-error the dashboard's page is a DashboardPage, not any string
  <RemoteSlot key="wrong-page" remote="mfe-dashboard" module="./Dashboard" props={{ page: 'nowhere', params: {} }} />,
];
