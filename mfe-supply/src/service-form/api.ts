import { http } from '@marketplace/shared';

interface Choice {
  id: number;
  type: string;
}

/** The calls the service form makes (listed in public-surface.ts). */
export const serviceFormApi = {
  lookups: async () => (await http.get<{ data: { occupations: Choice[]; payment_types: Choice[] } }>('api/service-lookups')).data,
  locate: async (query: string, types: string): Promise<[number, number] | null> =>
    (
      await http.get<{ features: Array<{ center: [number, number] }> }>(
        `api/geocoding/${encodeURIComponent(query.trim())}.json?country=gb&limit=1&types=${types}`,
      )
    ).features[0]?.center ?? null,
  save: async (body: Record<string, unknown>) => (await http.post<{ data: { id: number } }>('api/user/services', body)).data,
  publish: (id: number) => http.post<{ id: number; is_published: boolean }>(`api/user/services/${id}/publish`),
};
