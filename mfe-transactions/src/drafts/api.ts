import { http, type Draft, type LoadedDraft } from '@marketplace/shared';

export interface DraftFields {
  user_id: number;
  type: string;
  title: string;
  data: Record<string, unknown>;
  overwrite: Overwriting | null;
}
type Overwriting = { id: number };

/** The spec's fields: overwrite and overwrite_id only when overwriting; the API takes the owner from the session. */
function payload({ user_id, type, title, data, overwrite }: DraftFields) {
  const body: Record<string, unknown> = { user_id, type, title, data: JSON.stringify(data) };
  if (overwrite) Object.assign(body, { overwrite: 1, overwrite_id: overwrite.id });
  return body;
}

/** The calls the Form Draft modal makes (listed in public-surface.ts). */
export const draftsApi = {
  /** The drafts of one form, without their values (the list stays small however large the drafts). */
  async list(type: string): Promise<Draft[]> {
    return (await http.post<{ data: Draft[] }>('api/drafts', { type })).data;
  },
  /** One draft with its values, to load back into the form. */
  async load(id: number): Promise<LoadedDraft> {
    return (await http.get<{ data: LoadedDraft }>(`api/drafts/${id}`)).data;
  },
  async store(fields: DraftFields): Promise<void> {
    await http.post('api/draft/store', payload(fields));
  },
  async remove(fields: DraftFields): Promise<void> {
    await http.post('api/draft/delete', payload(fields));
  },
};
