import { http } from '@marketplace/shared';
import type { Confirmed } from './rules';

/** The owner's copy of what the page confirms (calls listed in public-surface.ts). */
export async function loadConfirmed(id: number, type?: string): Promise<Confirmed> {
  if (type === 'service') {
    const { data } = await http.get<{ data: { service_title: string; is_published: boolean } }>(`api/user/services/${id}`);
    return { title: data.service_title, published: Boolean(data.is_published) };
  }
  const { data } = await http.get<{ data: { property_title: string | null; is_published: boolean | number } }>(`api/user/adverts/${id}`);
  return { title: data.property_title ?? '', published: Boolean(data.is_published) };
}
