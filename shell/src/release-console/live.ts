import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { pusherEchoOptions, RELEASES_CHANGED_EVENT, RELEASES_CHANNEL, type ReleasesChanged } from '@marketplace/shared';

export interface ReleasesListener {
  changed(change: ReleasesChanged): void;
  /** Whether changes arrive live: subscribed, or not (refused, or the connection dropped). */
  live(isLive: boolean): void;
}

/**
 * Hears every move on the registry (the console's, the command line's, the canary watch's) on the
 * release managers' private channel; returns the disconnect. Laravel-echo and pusher-js come with the
 * console's own chunk: no other page downloads them for it.
 */
export function listenToReleases(listener: ReleasesListener): () => void {
  const echo = new Echo(pusherEchoOptions(Pusher));
  // Echo names private channels without their "private-" prefix.
  echo
    .private(RELEASES_CHANNEL.replace(/^private-/, ''))
    .subscribed(() => listener.live(true))
    .error(() => listener.live(false))
    .listen(`.${RELEASES_CHANGED_EVENT}`, (change: ReleasesChanged) => listener.changed(change));
  const connection = (echo.connector as unknown as { pusher: Pusher }).pusher.connection;
  connection.bind('state_change', ({ current }: { current: string }) => {
    if (current !== 'connected') listener.live(false);
  });
  return () => echo.disconnect();
}
