// In `npm run dev` only: a parcel whose component can be replaced while it is mounted. The shell keeps
// the object it mounted; a hot update hands in the remote's new parcel, which is mounted in place of
// the old one with the same props, so an edit shows without reloading the page.

/**
 * @typedef {{ domElement: HTMLElement, [key: string]: unknown }} Props
 * @typedef {{ bootstrap(p: Props): Promise<void>, mount(p: Props): Promise<void>, unmount(p: Props): Promise<void>, update?(p: Props): Promise<void> }} Parcel
 */

/**
 * @param {Parcel} initial
 * @param {string} id the exposed module, for the console line
 */
export function hotParcel(initial, id) {
  let current = initial;
  /** The latest props of every place this parcel is mounted. @type {Map<HTMLElement, Props>} */
  const mounted = new Map();
  return {
    /** @param {Props} props */
    bootstrap: (props) => current.bootstrap(props),
    /** @param {Props} props */
    mount: async (props) => {
      mounted.set(props.domElement, props);
      await current.mount(props);
    },
    /** @param {Props} props */
    update: async (props) => {
      mounted.set(props.domElement, props);
      await current.update?.(props);
    },
    /** @param {Props} props */
    unmount: async (props) => {
      mounted.delete(props.domElement);
      await current.unmount(props);
    },
    /** @param {Parcel} next */
    async replace(next) {
      const previous = current;
      current = next;
      for (const props of mounted.values()) {
        await previous.unmount(props);
        await next.bootstrap(props);
        await next.mount(props);
      }
      console.info(`[dev] ${id} updated in place`);
    },
  };
}
