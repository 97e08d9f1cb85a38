import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from '@marketplace/shared';
import { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
import { createRemoteLoader, type RemoteLoader } from './federation';
import { RemoteLoaderProvider } from './loaderContext';

// The federation runtime is the boundary of this unit: it is replaced here, and only here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** A parcel that writes its `greeting` prop into its element, as a remote's React parcel would render. */
function greetingParcel(overrides: Partial<ParcelConfig> = {}): ParcelConfig {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement, greeting }) => {
      domElement.textContent = String(greeting);
    },
    update: async ({ domElement, greeting }) => {
      domElement.textContent = String(greeting);
    },
    unmount: async ({ domElement }) => {
      domElement.textContent = '';
    },
    ...overrides,
  };
}

const remote = 'mfe-ad-details';

/** Each test has a page of its own: a fresh loader, which remembers which remotes have loaded. */
let loader: RemoteLoader;
/** The tests place made-up parcels ('Greeting', 'Bell'...) that no remote's public surface names. */
interface TestSlotProps {
  remote: string;
  module: string;
  props?: Record<string, unknown>;
}
const Slot = (props: TestSlotProps) => (
  <RemoteLoaderProvider loader={loader}>
    <RemoteSlot {...(props as unknown as RemoteSlotProps<'mfe-ad-details', './DetailPanel'>)} />
  </RemoteLoaderProvider>
);

beforeEach(() => {
  mockLoadRemote.mockReset();
  mockRegisterRemotes.mockReset();
  loader = createRemoteLoader({ timeoutMs: 5_000 });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('mounts the parcel with its props, updates it when they change and unmounts it with the slot', async () => {
  const unmount = jest.fn(async () => undefined);
  mockLoadRemote.mockResolvedValue({ default: greetingParcel({ unmount }) });
  const { rerender, unmount: unmountSlot } = render(<Slot remote={remote} module="Greeting" props={{ greeting: 'Hello' }} />);

  expect(screen.getByLabelText('Loading')).toBeTruthy();
  expect(await screen.findByText('Hello')).toBeTruthy();
  expect(mockLoadRemote).toHaveBeenCalledWith(`${remote}/Greeting`);

  rerender(<Slot remote={remote} module="Greeting" props={{ greeting: 'Hello again' }} />);
  expect(await screen.findByText('Hello again')).toBeTruthy();

  unmountSlot();
  await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
});

it('shows its placeholder instead of the shimmer while the remote loads, and the parcel once mounted', async () => {
  mockLoadRemote.mockResolvedValue({ default: greetingParcel() });
  render(
    <RemoteLoaderProvider loader={loader}>
      <RemoteSlot
        {...({ remote, module: 'Greeting', props: { greeting: 'Hello' } } as unknown as RemoteSlotProps<'mfe-ad-details', './DetailPanel'>)}
        placeholder={<p>The advert's first photo</p>}
      />
    </RemoteLoaderProvider>,
  );
  expect(screen.getByText("The advert's first photo")).toBeTruthy();
  expect(screen.queryByLabelText('Loading')).toBeNull();
  await waitFor(() => expect(screen.queryByText("The advert's first photo")).toBeNull());
  expect(screen.getByText('Hello')).toBeTruthy();
});

it('shows the unavailable box in its own slot only when a remote cannot be fetched', async () => {
  const [broken, healthy] = ['mfe-search-map', 'mfe-ad-details'];
  mockLoadRemote.mockImplementation(async (id: string) => {
    if (id.startsWith(`${broken}/`)) throw new Error('Failed to fetch manifest');
    return { default: greetingParcel() };
  });
  render(
    <>
      <Slot remote={broken} module="Map" props={{ greeting: 'Map' }} />
      <Slot remote={healthy} module="List" props={{ greeting: 'Results' }} />
    </>,
  );

  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
  expect(await screen.findByText('Results')).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  expect(document.querySelector(`[data-remote-slot="${broken}/Map"]`)?.getAttribute('data-state')).toBe('unavailable');
});

it('treats the fallback module of the failure plugin as unavailable', async () => {
  const fallback = await loader.plugin.errorLoadRemote!({
    id: `${remote}/Map`,
    error: new Error('RUNTIME-003'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  });
  mockLoadRemote.mockResolvedValue(fallback);
  render(<Slot remote={remote} module="Map" />);
  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
});

it('shows the unavailable box when the parcel throws while mounting', async () => {
  mockLoadRemote.mockResolvedValue({
    default: greetingParcel({
      mount: async () => {
        throw new Error('mount failed');
      },
    }),
  });
  render(<Slot remote={remote} module="Bell" />);
  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
});

it('shows the unavailable box when a remote module is not a parcel', async () => {
  mockLoadRemote.mockResolvedValue({ default: () => null });
  render(<Slot remote={remote} module="Bell" />);
  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
});

it('gives up after the remote timeout', async () => {
  loader = createRemoteLoader({ timeoutMs: 30 });
  mockLoadRemote.mockReturnValue(new Promise(() => undefined));
  render(<Slot remote={remote} module="Map" />);
  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
});

it('Retry registers the remote again and mounts it once it is back', async () => {
  loader.register([{ name: remote, entry: `http://${remote}.localhost:8090/1.0.0/mf-manifest.json` }]);
  mockRegisterRemotes.mockClear();
  mockLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({ default: greetingParcel() });

  render(<Slot remote={remote} module="Panel" props={{ greeting: 'Back again' }} />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  await act(async () => {
    fireEvent.click(retry);
  });

  expect(await screen.findByText('Back again')).toBeTruthy();
  expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  expect(mockRegisterRemotes).toHaveBeenCalledWith([{ name: remote, entry: `http://${remote}.localhost:8090/1.0.0/mf-manifest.json` }], {
    force: true,
  });
  expect(screen.queryByText('This part is unavailable')).toBeNull();
});

it('brings back the other failed slots of a remote when one Retry succeeds', async () => {
  loader.register([{ name: remote, entry: `http://${remote}.localhost:8090/1.0.0/mf-manifest.json` }]);
  mockLoadRemote
    .mockRejectedValueOnce(new Error('Failed to fetch'))
    .mockRejectedValueOnce(new Error('Failed to fetch'))
    .mockResolvedValue({ default: greetingParcel() });

  render(
    <>
      <Slot remote={remote} module="Filters" props={{ greeting: 'Filters' }} />
      <Slot remote={remote} module="List" props={{ greeting: 'List' }} />
    </>,
  );
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
  await act(async () => {
    const [first] = screen.getAllByRole('button', { name: 'Retry' });
    if (first) fireEvent.click(first);
  });

  expect(await screen.findByText('Filters')).toBeTruthy();
  expect(await screen.findByText('List')).toBeTruthy();
});

it('shows the unavailable box when the parcel reports a render failure after mounting, and Retry mounts it again', async () => {
  let failRender: ((error: Error) => void) | undefined;
  const mount = jest.fn(async ({ domElement, onRenderFailure }: Parameters<ParcelConfig['mount']>[0]) => {
    domElement.textContent = 'Bell';
    failRender = onRenderFailure;
  });
  mockLoadRemote.mockResolvedValue({ default: greetingParcel({ mount }) });
  render(<Slot remote={remote} module="Bell" />);
  expect(await screen.findByText('Bell')).toBeTruthy();

  act(() => failRender?.(new Error('render failed')));
  const retry = await screen.findByRole('button', { name: 'Retry' });
  await act(async () => {
    fireEvent.click(retry);
  });
  expect(await screen.findByText('Bell')).toBeTruthy();
  expect(mount).toHaveBeenCalledTimes(2);
});

it('shows the unavailable box while the registry cannot be read, and one Retry reads it again for every slot', async () => {
  const read = jest
    .fn<Promise<{ name: string; entry: string }[]>, []>()
    .mockRejectedValueOnce(new Error('registry /registry/remotes.json: HTTP 503'))
    .mockResolvedValue([{ name: remote, entry: `http://${remote}.localhost:8090/1.0.0/mf-manifest.json` }]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loader.useRegistry(read);
  mockLoadRemote.mockResolvedValue({ default: greetingParcel() });

  render(
    <>
      <Slot remote={remote} module="Panel" props={{ greeting: 'Panel' }} />
      <Slot remote={remote} module="Gallery" props={{ greeting: 'Gallery' }} />
    </>,
  );
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
  expect(mockLoadRemote).not.toHaveBeenCalled();
  await act(async () => {
    const [first] = screen.getAllByRole('button', { name: 'Retry' });
    if (first) fireEvent.click(first);
  });

  expect(await screen.findByText('Panel')).toBeTruthy();
  expect(await screen.findByText('Gallery')).toBeTruthy();
  expect(read).toHaveBeenCalledTimes(2);
  expect(mockRegisterRemotes).toHaveBeenCalledWith([{ name: remote, entry: `http://${remote}.localhost:8090/1.0.0/mf-manifest.json` }]);
});

it('refuses a remote that needs another shared contract than the page provides, and says so in its box', async () => {
  mockLoadRemote.mockRejectedValue(
    new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @marketplace/shared does not satisfy the requirement of mfe-ad-details which needs ^2.0.0)',
    ),
  );
  render(<Slot remote={remote} module="Panel" />);
  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
  expect(screen.getByText('mfe-ad-details needs @marketplace/shared ^2.0.0, this page provides 1.0.0')).toBeTruthy();
});

it('shows no technical reason for an ordinary failure', async () => {
  mockLoadRemote.mockRejectedValue(new Error('Failed to fetch'));
  render(<Slot remote={remote} module="Panel" />);
  expect(await screen.findByText('This part is unavailable')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('This part is unavailableRetry');
});

describe('release health', () => {
  const version = '1.0.0-3f2a9c1b';
  let report: jest.Mock;
  let reportLoad: jest.Mock;
  beforeEach(() => {
    report = jest.fn();
    reportLoad = jest.fn();
    loader = createRemoteLoader({ timeoutMs: 5_000, report, reportLoad });
    loader.register([{ name: remote, entry: `http://${remote}.localhost:8090/${version}/mf-manifest.json`, version }]);
  });

  it('reports the version a remote was loaded from once, whichever of its slots loads first', async () => {
    mockLoadRemote.mockResolvedValue({ default: greetingParcel() });
    render(
      <>
        <Slot remote={remote} module="Bell" props={{ greeting: 'Hello' }} />
        <Slot remote={remote} module="Panel" props={{ greeting: 'Hello' }} />
      </>,
    );
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    expect(reportLoad.mock.calls).toEqual([[remote, version]]);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a remote that cannot be loaded under the version the page asked for', async () => {
    mockLoadRemote.mockRejectedValue(new Error('Failed to fetch'));
    render(<Slot remote={remote} module="Bell" />);
    expect(await screen.findByText('This part is unavailable')).toBeTruthy();
    expect(report).toHaveBeenCalledWith(
      remote,
      version,
      'load',
      expect.objectContaining({ message: expect.stringMatching(/Failed to fetch/) }),
    );
  });

  it('reports a parcel that throws while mounting as a mount failure', async () => {
    mockLoadRemote.mockResolvedValue({ default: greetingParcel({ mount: () => Promise.reject(new Error('mount failed')) }) });
    render(<Slot remote={remote} module="Bell" />);
    expect(await screen.findByText('This part is unavailable')).toBeTruthy();
    expect(report).toHaveBeenCalledWith(
      remote,
      version,
      'mount',
      expect.objectContaining({ message: expect.stringMatching(/mount failed/) }),
    );
  });

  it('reports a render failure after mounting', async () => {
    let failRender: ((error: Error) => void) | undefined;
    mockLoadRemote.mockResolvedValue({
      default: greetingParcel({
        mount: async ({ domElement, onRenderFailure }) => {
          domElement.textContent = 'Bell';
          failRender = onRenderFailure;
        },
      }),
    });
    render(<Slot remote={remote} module="Bell" />);
    expect(await screen.findByText('Bell')).toBeTruthy();
    act(() => failRender?.(new Error('render failed')));
    expect(await screen.findByText('This part is unavailable')).toBeTruthy();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(remote, version, 'render', expect.objectContaining({ message: 'render failed' }));
  });
});
