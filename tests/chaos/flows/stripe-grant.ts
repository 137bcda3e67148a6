// Stripe grant (POST /api/webhooks/stripe, checkout.session.completed): each schedule is a new subscriber's paid
// checkout whose completion Stripe (re)delivers; the effect is the product granted to that user. Stripe has no
// Check Again: it redelivers, so that move is one more delivery.
import type { Flow } from "../model";
import {
  armStripeFault,
  deliver,
  newSubscriber,
  payCheckout,
  productChanges,
  startStripeWorld,
  STRIPE_FAULTS,
  stripeWorldParts,
  type StripeWorld,
} from "../stripe-world";

export const stripeGrantFlow: Flow<StripeWorld> = {
  name: "stripe grant",
  faults: STRIPE_FAULTS,
  start: startStripeWorld,
  async fresh(world) {
    const { user, token } = await newSubscriber(world);
    // Paid while the portal cannot be reached: the completion waits for the schedule's deliveries.
    await world.env.stripe.deliverWebhooks(false);
    const { completed } = await payCheckout(world, token, "price-watch").finally(() =>
      world.env.stripe.deliverWebhooks(true),
    );
    return {
      submit: () => deliver(world, completed),
      effects: () => productChanges(world, user.id, "grant"),
      intent: { kind: "stripe-event", keyPart: completed },
    };
  },
  arm: armStripeFault,
  ...stripeWorldParts,
};
