import { http, type User } from '@marketplace/shared';

/** Why the person writes: a question ("Email agent") or a viewing they would like ("Request a viewing"). */
export type EnquiryKind = 'email' | 'viewing';

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  viewing_times: string;
  /** The honeypot: hidden from people, so only a robot fills it in. */
  website: string;
}

/** The form as it opens: the signed-in person's name and e-mail, and a first line naming the home. */
export function initialValues(kind: EnquiryKind, about: string, user: Pick<User, 'contact'> | null): EnquiryValues {
  return {
    name: user?.contact.name ?? '',
    email: user?.contact.email ?? '',
    phone: '',
    message:
      kind === 'viewing' ? `I would like to arrange a viewing of ${about}.` : `I am interested in ${about}. Please send me more details.`,
    viewing_times: '',
    website: '',
  };
}

/** POST api/enquiries: the sentence to show once sent; a 422 or 429 is thrown for the form to show. */
export async function sendEnquiry(propertyId: number, kind: EnquiryKind, values: EnquiryValues): Promise<string> {
  const { viewing_times: times, ...rest } = values;
  const answer = await http.post<{ message: string }>('api/enquiries', {
    property_id: propertyId,
    kind,
    ...rest,
    ...(kind === 'viewing' ? { viewing_times: times } : {}),
  });
  return answer.message;
}
