import { http, type OwnAdvert, type OwnService } from '@marketplace/shared';
import type { Confirmed } from './rules';

/** The owner's copy of what the page confirms (calls listed in public-surface.ts). */
export async function loadConfirmed(id: number, type?: string): Promise<Confirmed> {
  if (type === 'service') {
    const { data } = await http.get<{ data: Pick<OwnService, 'service_title' | 'is_published'> }>(`api/user/services/${id}`);
    return { title: data.service_title, published: Boolean(data.is_published) };
  }
  const { data } = await http.get<{ data: Pick<OwnAdvert, 'property_title' | 'is_published'> }>(`api/user/adverts/${id}`);
  return { title: data.property_title ?? '', published: Boolean(data.is_published) };
}
