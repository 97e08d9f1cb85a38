import type { FastifyInstance } from 'fastify';

/** Whether this process is on its way out: it then says it is not ready and ends each connection after its answer. */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

export function createDrain(app: FastifyInstance): Drain {
  let draining = false;
  // A keep-alive client learns with its next answer to open its next connection elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  return {
    get draining() {
      return draining;
    },
    begin: () => {
      draining = true;
    },
  };
}

/**
 * Stops the API gently (SIGTERM): readiness turns 503 so a load balancer sends nothing new, the
 * listening socket closes, WebSockets are told to reconnect elsewhere (the realtime feature's close
 * hook), and requests already in flight are answered. Past `deadlineMs` the remaining connections
 * are cut. Resolves true when everything finished within the deadline.
 */
export async function drainAndClose(app: FastifyInstance, drain: Drain, deadlineMs: number): Promise<boolean> {
  drain.begin();
  let inTime = true;
  const deadline = setTimeout(() => {
    inTime = false;
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    // No new connection from here; Fastify's close then tells WebSockets to go and waits for the rest.
    app.server.close();
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return inTime;
}
