import { http, type ReportSent } from '@marketplace/shared';

export interface RaisedIssue {
  bookingId: number;
  adId: number;
  adType: 'Property' | 'Service';
  option: string;
  message: string;
}

/** The call the Raise Issue modal makes (listed in public-surface.ts): a multipart form (001 §7). */
export const issuesApi = {
  async raise(issue: RaisedIssue): Promise<void> {
    const form = new FormData();
    form.append('issue_message', issue.message.trim());
    form.append('issue_option', issue.option);
    form.append('id', String(issue.adId));
    form.append('type', issue.adType);
    form.append('report_type', 'Raise Issue');
    form.append('booking_id', String(issue.bookingId));
    await http.post<ReportSent>('api/report/', form);
  },
};
