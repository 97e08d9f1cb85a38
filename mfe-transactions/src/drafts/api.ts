import { http } from '@marketplace/shared';

/** A draft as the list call sends it. */
export interface SavedDraft {
  id: number;
  type: string;
  title: string;
  title_original: string;
  data: Record<string, unknown>;
  updated_at: string;
}

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
  async list(type: string): Promise<SavedDraft[]> {
    return (await http.post<{ data: SavedDraft[] }>('api/drafts', { type })).data;
  },
  async store(fields: DraftFields): Promise<void> {
    await http.post('api/draft/store', payload(fields));
  },
  async remove(fields: DraftFields): Promise<void> {
    await http.post('api/draft/delete', payload(fields));
  },
};
