import { act } from 'react';
import { reactParcel } from '.';

/** Starts a lifecycle inside act (which flushes React's render), then waits for it to settle. */
async function settle(lifecycle: () => Promise<void>): Promise<unknown> {
  let outcome: Promise<unknown> = Promise.resolve();
  await act(async () => {
    outcome = lifecycle().then(
      () => 'settled',
      (error: unknown) => error,
    );
  });
  return outcome;
}

function Greeting({ who }: { who: string }) {
  if (who === 'nobody') throw new Error('no one to greet');
  return <p>Hello {who}</p>;
}

describe('reactParcel', () => {
  let domElement: HTMLElement;
  beforeEach(() => {
    domElement = document.createElement('div');
    document.body.append(domElement);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    domElement.remove();
    jest.restoreAllMocks();
  });

  it('settles mount once the component is on the page', async () => {
    const parcel = reactParcel(Greeting);
    expect(await settle(() => parcel.mount({ domElement, who: 'Sam' }))).toBe('settled');
    expect(domElement.textContent).toBe('Hello Sam');
    await settle(() => parcel.update({ domElement, who: 'Alex' }));
    expect(domElement.textContent).toBe('Hello Alex');
    await settle(() => parcel.unmount({ domElement, who: 'Alex' }));
    expect(domElement.textContent).toBe('');
  });

  it('rejects mount when the first render throws, so the host shows its unavailable box', async () => {
    const parcel = reactParcel(Greeting);
    const failure = await settle(() => parcel.mount({ domElement, who: 'nobody' }));
    expect(failure).toEqual(new Error('no one to greet'));
    expect(domElement.textContent).toBe('');
  });

  it('tells the host of a throw after the first render and renders nothing in its place', async () => {
    const parcel = reactParcel(Greeting);
    const onRenderFailure = jest.fn();
    await settle(() => parcel.mount({ domElement, who: 'Sam', onRenderFailure }));
    await settle(() => parcel.update({ domElement, who: 'nobody', onRenderFailure }));
    expect(onRenderFailure).toHaveBeenCalledWith(new Error('no one to greet'));
    expect(domElement.textContent).toBe('');
  });
});
