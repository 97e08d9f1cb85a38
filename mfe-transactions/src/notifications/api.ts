import { http, type Notification } from '@marketplace/shared';

export interface NotificationList {
  data: Notification[];
  unread: number;
}

/** The bell's calls (listed in public-surface.ts). */
export const notificationsApi = {
  list(userId: number): Promise<NotificationList> {
    return http.post<NotificationList>(`api/user/${userId}/notifications`, {});
  },
  async markRead(userId: number, id: string): Promise<void> {
    await http.post(`api/user/${userId}/notifications/${id}`, {});
  },
};
