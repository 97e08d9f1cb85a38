import { act } from '@testing-library/react';
import type { ParcelConfig, ParcelLifecycleProps } from '@marketplace/shared';

/** Mounts a parcel as the shell does: its first render is a transition, committed as act ends, and mount settles then. */
export async function mountParcel<P>(parcel: ParcelConfig<P>, props: ParcelLifecycleProps & P): Promise<void> {
  let mounting: Promise<void> = Promise.resolve();
  await act(async () => {
    mounting = parcel.mount(props);
  });
  await mounting;
}
