import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ATTRIBUTION as GAZETTEER_ATTRIBUTION } from '../geocoding/index.ts';
import { countriesJson, NATURAL_EARTH_ATTRIBUTION, placesJson } from './data.ts';
import { MAP_PATHS, offlineStyle, publicUrlFor } from './style.ts';

/** The data is built from files shipped with the API: it changes only with a new release. */
export const DATA_MAX_AGE = 86_400;
/** The style names the API's public URL, which a redeploy may change. */
export const STYLE_MAX_AGE = 3_600;

function send(request: FastifyRequest, reply: FastifyReply, body: string, type: string, maxAge: number) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('Cache-Control', `public, max-age=${maxAge}`).header('ETag', etag).type(type);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/**
 * The self-hosted map used without a Mapbox token (ARCHITECTURE §6): a MapLibre style and the GeoJSON
 * it draws (country outlines from Natural Earth, major places from the geocoder's gazetteer).
 */
export async function mapdataFeature(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const attribution = `${NATURAL_EARTH_ATTRIBUTION}; ${GAZETTEER_ATTRIBUTION.split(';')[0]}`;
  // One style per address the API is reached at (the configured one, or its other loopback name).
  const styles = new Map<string, string>();
  const styleAt = (publicUrl: string) => {
    let style = styles.get(publicUrl);
    if (style === undefined) styles.set(publicUrl, (style = JSON.stringify(offlineStyle(publicUrl, attribution))));
    return style;
  };

  app.get(MAP_PATHS.style, (request, reply) =>
    send(
      request,
      reply,
      styleAt(publicUrlFor(ctx.config.publicUrl, request.headers.host)),
      'application/json; charset=utf-8',
      STYLE_MAX_AGE,
    ),
  );
  app.get(MAP_PATHS.countries, async (request, reply) =>
    send(request, reply, await countriesJson(), 'application/geo+json; charset=utf-8', DATA_MAX_AGE),
  );
  app.get(MAP_PATHS.places, async (request, reply) =>
    send(request, reply, await placesJson(), 'application/geo+json; charset=utf-8', DATA_MAX_AGE),
  );
}
