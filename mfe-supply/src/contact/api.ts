import { http, type UserSettings } from '@marketplace/shared';

/** The advertiser's profile (GET api/user/settings, the dashboard's): a new listing's contact starts from it. */
export const loadProfile = async () => (await http.get<{ data: UserSettings }>('api/user/settings')).data;
