import { http, type UserSettings } from '@marketplace/shared';

/** The version of the visibility settings this page last read or saved (issue 40): saving them names it. */
let visibilityVersion: number | null = null;

/** The advertiser's profile (GET api/user/settings, the dashboard's): a new listing's contact starts from it. */
export const loadProfile = async () => {
  const { data } = await http.get<{ data: UserSettings }>('api/user/settings');
  visibilityVersion = data.versions.visibility;
  return data;
};

/** Saves which contact items the owner's adverts show (POST api/user/settings/visibility), at the version read. */
export const saveVisibility = async (settings: Record<string, boolean>) => {
  const { data } = await http.post<{ data: UserSettings }>('api/user/settings/visibility', { settings, version: visibilityVersion });
  visibilityVersion = data.versions.visibility;
};
