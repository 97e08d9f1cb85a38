/** What the confirmation page says for a published advert or service (type 'property' or 'service'). */
export interface Confirmation {
  heading: string;
  /** The title of what was confirmed, once the owner's copy has been read. */
  subject: string | null;
  viewLabel: string;
  viewPath: string | null;
  portfolioLabel: string;
  portfolioPath: string;
  paymentLine: string | null;
}

/** The owner's copy of the advert or service the page confirms (GET api/user/adverts/{id} or services/{id}). */
export interface Confirmed {
  title: string;
  published: boolean;
}

export function confirmationOf(id?: string, type?: string, paymentId?: string, confirmed: Confirmed | null = null): Confirmation {
  const service = type === 'service';
  const validId = confirmationId(id);
  const noun = service ? 'service' : 'advert';
  return {
    heading: confirmed && !confirmed.published ? `Your ${noun} is saved but not published yet` : `Your ${noun} is published`,
    subject: confirmed ? confirmed.title : null,
    viewLabel: `View your ${noun}`,
    viewPath: validId ? (service ? `/ad-service/${validId}` : `/ad-details/${validId}`) : null,
    portfolioLabel: service ? 'Go to my services' : 'Go to my portfolio',
    portfolioPath: service ? '/dashboard-services' : '/dashboard-portfolio',
    paymentLine: paymentId ? `Payment reference: ${paymentId}` : null,
  };
}

/** The advert or service id of the address, or null when it is missing or not a number. */
export const confirmationId = (id?: string): number | null => (id && /^\d{1,10}$/.test(id) ? Number(id) : null);
