import { act, fireEvent, render, screen } from '@testing-library/react';
import { provideParcelLoader, type ParcelConfig } from '../parcel';
import { RemoteParcel } from './RemoteParcel';

function fakeParcel() {
  const calls: string[] = [];
  const config: ParcelConfig = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      calls.push(`mount ${String(props.chatRoomId)}`);
      props.domElement.textContent = 'Chat';
    },
    update: async (props) => {
      calls.push(`update ${String(props.chatRoomId)}`);
    },
    unmount: async () => {
      calls.push('unmount');
    },
  };
  return { config, calls };
}

afterEach(() => provideParcelLoader(null));

describe('another remote’s parcel inside this one', () => {
  it('mounts through the shell’s loader with its props, updates them and unmounts with the page', async () => {
    const { config, calls } = fakeParcel();
    const asked: string[] = [];
    provideParcelLoader(async (remote, module) => {
      asked.push(`${remote}/${module}`);
      return config;
    });
    const view = render(<RemoteParcel remote="mfe-transactions" module="./MessagesPage" props={{ chatRoomId: 4 }} />);
    expect(await screen.findByText('Chat')).toBeTruthy();
    expect(asked).toEqual(['mfe-transactions/./MessagesPage']);
    await act(async () => view.rerender(<RemoteParcel remote="mfe-transactions" module="./MessagesPage" props={{ chatRoomId: 9 }} />));
    view.unmount();
    await act(async () => undefined);
    expect(calls).toEqual(['mount 4', 'update 9', 'unmount']);
  });

  it('shows Retry when the remote cannot be loaded, and loads it again on Retry', async () => {
    const { config } = fakeParcel();
    let attempts = 0;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provideParcelLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return config;
    });
    render(<RemoteParcel remote="mfe-transactions" module="./NotificationsPage" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This part is unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chat')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });
});
