import { RemoteFrame, type RemoteFrameProps } from '@marketplace/shared';
import { REMOTE } from '../public-surface';

/** Which build of this remote is on the page. */
export const BUILD_TAG: string = typeof __BUILD_TAG__ === 'string' ? __BUILD_TAG__ : 'unbuilt';

/** The root element of every parcel of this remote. */
export const Frame = (props: Omit<RemoteFrameProps, 'remote' | 'build'>) => <RemoteFrame remote={REMOTE} build={BUILD_TAG} {...props} />;
