import { http, type NotificationList } from '@marketplace/shared';

/** The bell's calls (listed in public-surface.ts). */
export const notificationsApi = {
  list(userId: number): Promise<NotificationList> {
    return http.post<NotificationList>(`api/user/${userId}/notifications`, {});
  },
  async markRead(userId: number, id: string): Promise<void> {
    await http.post(`api/user/${userId}/notifications/${id}`, {});
  },
};
