import {
  http,
  type ListingPublished,
  type OwnService,
  type ServiceImages,
  type ServiceLookups,
  type StoredImage,
} from '@marketplace/shared';

type Photos = { data: ServiceImages };

/** The calls the service form makes (listed in public-surface.ts). */
export const serviceFormApi = {
  lookups: async () => (await http.get<{ data: ServiceLookups }>('api/service-lookups')).data,
  load: async (id: number) => (await http.get<{ data: OwnService }>(`api/user/services/${id}`)).data,
  save: async (id: number | null, body: Record<string, unknown>) =>
    (id === null
      ? await http.post<{ data: OwnService }>('api/user/services', body)
      : await http.put<{ data: OwnService }>(`api/user/services/${id}`, body)
    ).data,
  publish: (id: number) => http.post<ListingPublished>(`api/user/services/${id}/publish`),
  upload: async (id: number, files: File[]): Promise<StoredImage[]> => {
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    return (await http.post<Photos>(`api/user/services/${id}/images`, form)).data.documents_service_images;
  },
  removePhoto: async (id: number, imageId: number): Promise<StoredImage[]> =>
    (await http.delete<Photos>(`api/user/services/${id}/images/${imageId}`)).data.documents_service_images,
  orderPhotos: async (id: number, ids: number[]): Promise<StoredImage[]> =>
    (await http.put<Photos>(`api/user/services/${id}/images/order`, { ids })).data.documents_service_images,
};
