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

/** Money back on a payment: pounds, and the key that makes asking twice pay once. */
export interface RefundRequest {
  /** The payment's own reference (`CheckoutResult.ref`). */
  paymentRef: string;
  /** Pounds. */
  amount: number;
  idempotencyKey: string;
}

/** How money is taken and given back. The embedded default moves none; Stripe by configuration. */
export interface PaymentProvider {
  readonly mode: 'test' | 'stripe';
  checkout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Whether the payment behind a redirect was completed. */
  isPaid(ref: string): Promise<boolean>;
  /** Refunds part or all of a payment; the same key again returns the first refund. */
  refund(request: RefundRequest): Promise<{ ref: string }>;
}

/**
 * Records payments as paid and refunds as made without contacting anyone: development, tests and
 * demos say so on the page. The refunds table holds each refund it records.
 */
export const testModeProvider: PaymentProvider = {
  mode: 'test',
  async checkout(request) {
    return { status: 'succeeded', ref: `test_${request.paymentId}` };
  },
  async isPaid(ref) {
    return ref.startsWith('test_');
  },
  async refund(request) {
    return { ref: `test_refund_${request.idempotencyKey}` };
  },
};

/** The parts of Stripe's SDK we use: Checkout Sessions and Refunds. */
export interface CheckoutSessions {
  create(params: {
    mode: 'payment';
    line_items: Array<{ quantity: number; price_data: { currency: string; unit_amount: number; product_data: { name: string } } }>;
    customer_email: string;
    client_reference_id: string;
    success_url: string;
    cancel_url: string;
  }): Promise<{ id: string; url: string | null }>;
  retrieve(id: string): Promise<{ payment_status: string; payment_intent: string | { id: string } | null }>;
}

export interface Refunds {
  create(
    params: { payment_intent: string; amount: number; reason: 'requested_by_customer'; metadata: Record<string, string> },
    options: { idempotencyKey: string },
  ): Promise<{ id: string }>;
}

/**
 * Stripe Checkout: a hosted payment page in pounds; paid when the session says so. Refunds go through
 * Stripe's Refunds API on the session's PaymentIntent, with our idempotency key (Stripe answers a
 * repeated key with the first refund).
 */
export function stripeProvider({ sessions, refunds }: { sessions: CheckoutSessions; refunds: Refunds }): PaymentProvider {
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
    async refund(request) {
      const intent = (await sessions.retrieve(request.paymentRef)).payment_intent;
      const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
      if (!paymentIntent) throw new Error(`Checkout Session ${request.paymentRef} has no payment to refund`);
      const refund = await refunds.create(
        {
          payment_intent: paymentIntent,
          amount: Math.round(request.amount * 100),
          reason: 'requested_by_customer',
          metadata: { idempotency_key: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { ref: refund.id };
    },
  };
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise test mode. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return testModeProvider;
  const stripe = new Stripe(key);
  return stripeProvider({ sessions: stripe.checkout.sessions, refunds: stripe.refunds });
}

let configured: PaymentProvider | null = null;

/** The context's payment provider, else the one the environment configures (made once). */
export function paymentsOf(ctx: { payments?: PaymentProvider }): PaymentProvider {
  return ctx.payments ?? (configured ??= paymentProviderFromEnv());
}
