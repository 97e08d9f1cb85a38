import {
  http,
  type BookingPaymentView,
  type DonationStart,
  type PaymentMode,
  type PaymentStart,
  type PaymentStatus,
} from '@marketplace/shared';

/** The calls the payment and donate pages make (listed in public-surface.ts). */
export interface PaymentsApi {
  bookingPayment(token: string): Promise<BookingPaymentView>;
  pay(token: string): Promise<PaymentStart>;
  /** Back from Stripe Checkout: whether the session was paid. */
  confirm(sessionId: string): Promise<{ status: PaymentStatus }>;
  donate(amount: number): Promise<DonationStart>;
  mode(): Promise<PaymentMode>;
}

export const paymentsApi: PaymentsApi = {
  bookingPayment: (token) => http.post<BookingPaymentView>(`api/booking-payment/${encodeURIComponent(token)}`),
  pay: (token) => http.post<PaymentStart>(`api/booking-payment/${encodeURIComponent(token)}/pay`),
  confirm: (sessionId) => http.post<{ status: PaymentStatus }>('api/payments/confirm', { session_id: sessionId }),
  donate: (amount) => http.post<DonationStart>('api/donate', { amount }),
  mode: async () => (await http.get<{ mode: PaymentMode }>('api/payments/mode')).mode,
};

/** Said plainly on both pages whenever no real money moves. */
export const TEST_MODE_NOTICE = 'Test mode: no real payment is taken. Payments are recorded for testing only.';
