import {
  http,
  type Advert,
  type AdvertImages,
  type OwnAdvert,
  type AdvertLookups,
  type ListingPublished,
  type StoredImage,
  type PropertyCategoryList,
  type PropertyTypeDetailList,
  type PropertyTypeList,
  type UserSettings,
} from '@marketplace/shared';
import { loadProfile, saveVisibility } from '../contact/api';
import type { VisibilitySettings } from './rules';

/** User Settings' visibility (ids '1' to '5') as the form lists it. */
export const visibilityList = ({ visibility }: UserSettings): VisibilitySettings =>
  (['1', '2', '3', '4', '5'] as const).map((id) => visibility[id]);

/** The owner's advert as the form reads it: the advert, and the version it edits and its withdrawn rooms. */
export type SavedAdvert = Advert & Pick<OwnAdvert, 'version' | 'withdrawn_rooms'>;

/** The calls the advert form makes (listed in public-surface.ts). */
export interface Option {
  value: number;
  label: string;
}

export type ImageKind = 'photo' | 'floorplan';
type Images = { data: AdvertImages };
/** The list of one kind, as the form shows it: each image's id and file. */
const listOf = (kind: ImageKind, images: AdvertImages): StoredImage[] =>
  kind === 'photo' ? images.documents_property_images : images.documents_floorplans_images;

const options = (rows: Array<{ id: number; type?: string; type_detail?: string }>): Option[] =>
  rows.map((r) => ({ value: r.id, label: r.type ?? r.type_detail ?? String(r.id) }));

export const advertFormApi = {
  categories: async () => options((await http.post<PropertyCategoryList>('api/property-categories')).data),
  types: async (categoryId: number) => options((await http.post<PropertyTypeList>('api/property-types', { id: categoryId })).data),
  typeDetails: async (typeId: number) =>
    options((await http.post<PropertyTypeDetailList>('api/property-type-details', { id: typeId })).data),
  /** The policy choices (GET api/advert-lookups): check-in and check-out instructions and cancellation rules. */
  policyChoices: async () => {
    const { data } = await http.get<{ data: AdvertLookups }>('api/advert-lookups');
    return {
      instructions: options(data.instruction_types),
      cancellationRules: data.cancellation_rules.map((r) => ({ value: r.id, label: r.rule })),
    };
  },
  /** Which contact items the owner's adverts show (GET api/user/settings), as the form lists them. */
  settings: async (): Promise<VisibilitySettings> => visibilityList(await loadProfile()),
  saveSettings: (settings: VisibilitySettings) =>
    saveVisibility(Object.fromEntries(settings.map((shown, index) => [String(index + 1), Boolean(shown)]))),
  load: async (id: number) => (await http.get<{ data: SavedAdvert }>(`api/user/adverts/${id}`)).data,
  /** A new advert (POST), or a change to one (PUT) naming the version it was loaded at: a newer one answers 409. */
  save: async (id: number | null, body: Record<string, unknown>) =>
    (id === null
      ? await http.post<{ data: SavedAdvert }>('api/user/adverts', body)
      : await http.put<{ data: SavedAdvert }>(`api/user/adverts/${id}`, body)
    ).data,
  publish: (id: number) => http.post<ListingPublished>(`api/user/adverts/${id}/publish`),
  upload: async (id: number, kind: ImageKind, files: File[]) => {
    const form = new FormData();
    form.append('kind', kind);
    for (const file of files) form.append('images', file, file.name);
    return listOf(kind, (await http.post<Images>(`api/user/adverts/${id}/images`, form)).data);
  },
  removeImage: async (id: number, kind: ImageKind, imageId: number) =>
    listOf(kind, (await http.delete<Images>(`api/user/adverts/${id}/images/${imageId}?kind=${kind}`)).data),
  orderImages: async (id: number, kind: ImageKind, ids: number[]) =>
    listOf(kind, (await http.put<Images>(`api/user/adverts/${id}/images/order`, { kind, ids })).data),
};
