import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { laravelBody } from '@marketplace/shared/src/schemas/laravel.ts';
import { RELEASES_CHANNEL } from '@marketplace/shared/src/entities/releases.ts';
import type { AppContext } from '../context.ts';
import { requireUser, signedIn } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import { SOCKET_ID } from '../realtime/index.ts';
import { userIdOfChannel } from '../realtime/broadcaster.ts';
import { channelAuth } from '../realtime/signature.ts';
import { requireReleaseManager } from '../release-console/access.ts';

/** What pusher-js posts to authorise a private channel: its socket and the channel's name. */
const ChannelAuthBody = laravelBody(
  z.object({
    socket_id: z.string({ error: 'The socket id field is invalid.' }).regex(SOCKET_ID, { error: 'The socket id field is invalid.' }),
    channel_name: z
      .string({ error: 'The channel name field is invalid.' })
      .min(1, { error: 'The channel name field is invalid.' })
      .max(164, { error: 'The channel name field is invalid.' }),
  }),
);

/**
 * Laravel's Broadcast::auth for our private channels, whichever Pusher server carries them: the signed-in
 * user's own, and release managers' releases channel.
 */
export async function broadcastingFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { key, secret } = ctx.config.realtime;
  app.post('/api/broadcasting/auth', { preValidation: signedIn, schema: { body: ChannelAuthBody } }, async (request) => {
    const userId = requireUser(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    if (channel === RELEASES_CHANNEL) await requireReleaseManager(request, ctx.db);
    else if (userIdOfChannel(channel) !== userId) throw new HttpError(403, 'This action is unauthorized.');
    return { auth: channelAuth(key, secret, socketId, channel) };
  });
}
