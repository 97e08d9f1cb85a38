/** What the confirmation page says for a published advert or service (type 'property' or 'service'). */
export interface Confirmation {
  heading: string;
  viewLabel: string;
  viewPath: string | null;
  portfolioLabel: string;
  portfolioPath: string;
  paymentLine: string | null;
}

export function confirmationOf(id?: string, type?: string, paymentId?: string): Confirmation {
  const service = type === 'service';
  const validId = id && /^\d+$/.test(id) ? id : null;
  return {
    heading: service ? 'Your service is published' : 'Your advert is published',
    viewLabel: service ? 'View your service' : 'View your advert',
    viewPath: validId ? (service ? `/ad-service/${validId}` : `/ad-details/${validId}`) : null,
    portfolioLabel: service ? 'Go to my services' : 'Go to my portfolio',
    portfolioPath: service ? '/dashboard-services' : '/dashboard-portfolio',
    paymentLine: paymentId ? `Payment reference: ${paymentId}` : null,
  };
}
