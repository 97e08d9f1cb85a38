import Stripe from 'stripe';

/** One payment to take: pounds, a line for the receipt and where the payer comes back to. */
export interface CheckoutRequest {
  paymentId: number;
  /** Pounds. */
  amount: number;
  description: string;
  email: string;
  /** Stripe puts the session id where this holds `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
}

/** Paid at once (test mode), or a hosted page to send the payer to. */
export type CheckoutResult = { status: 'succeeded'; ref: string } | { status: 'redirect'; url: string; ref: string };

/** How money is taken. The embedded default moves none; Stripe Checkout by configuration. */
export interface PaymentProvider {
  readonly mode: 'test' | 'stripe';
  checkout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Whether the payment behind a redirect was completed. */
  isPaid(ref: string): Promise<boolean>;
}

/** Records payments as paid without contacting anyone: development, tests and demos say so on the page. */
export const testModeProvider: PaymentProvider = {
  mode: 'test',
  async checkout(request) {
    return { status: 'succeeded', ref: `test_${request.paymentId}` };
  },
  async isPaid(ref) {
    return ref.startsWith('test_');
  },
};

/** The part of Stripe's SDK we use: Checkout Sessions. */
export interface CheckoutSessions {
  create(params: {
    mode: 'payment';
    line_items: Array<{ quantity: number; price_data: { currency: string; unit_amount: number; product_data: { name: string } } }>;
    customer_email: string;
    client_reference_id: string;
    success_url: string;
    cancel_url: string;
  }): Promise<{ id: string; url: string | null }>;
  retrieve(id: string): Promise<{ payment_status: string }>;
}

/** Stripe Checkout: a hosted payment page in pounds; paid when the session says so. */
export function stripeProvider(sessions: CheckoutSessions): PaymentProvider {
  return {
    mode: 'stripe',
    async checkout(request) {
      const session = await sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'gbp', unit_amount: Math.round(request.amount * 100), product_data: { name: request.description } },
          },
        ],
        customer_email: request.email,
        client_reference_id: String(request.paymentId),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered without a checkout page');
      return { status: 'redirect', url: session.url, ref: session.id };
    },
    async isPaid(ref) {
      return (await sessions.retrieve(ref)).payment_status === 'paid';
    },
  };
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise test mode. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const key = env.STRIPE_SECRET_KEY;
  return key ? stripeProvider(new Stripe(key).checkout.sessions) : testModeProvider;
}
