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
 *
 * For `lingerMs` first the process still takes connections and answers, each answer with `Connection:
 * close`: a balancer that pools connections to its nodes (nginx's upstream keepalive) sees each one it
 * uses closed after its answer and closes the idle ones itself (its keep-alive timeout being shorter),
 * so none is closed under a request it is sending, which it could not retry (a POST) and would answer 502.
 */
export async function drainAndClose(app: FastifyInstance, drain: Drain, deadlineMs: number, lingerMs = 0): Promise<boolean> {
  drain.begin();
  let inTime = true;
  const deadline = setTimeout(() => {
    inTime = false;
    app.server.closeAllConnections();
  }, deadlineMs);
  await new Promise((resolve) => setTimeout(resolve, Math.min(lingerMs, deadlineMs)));
  try {
    // No new connection from here; Fastify's close then tells WebSockets to go and waits for the rest.
    app.server.close();
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return inTime;
}
