// Stripe revoke (POST /api/webhooks/stripe, customer.subscription.deleted): each schedule is a new subscriber who
// was granted a product and whose subscription is then cancelled at Stripe; the effect is the product taken away.
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

export const stripeRevokeFlow: Flow<StripeWorld> = {
  name: "stripe revoke",
  faults: STRIPE_FAULTS,
  start: startStripeWorld,
  async fresh(world) {
    const { user, token } = await newSubscriber(world);
    const { subscriptionId } = await payCheckout(world, token, "edi-connect");
    // Cancelled from the dashboard while the portal cannot be reached: the schedule delivers the cancellation.
    await world.env.stripe.deliverWebhooks(false);
    const cancelled = await world.env.stripe
      .control<{ event: { id: string } }>(`/subscriptions/${subscriptionId}/cancel`, {})
      .finally(() => world.env.stripe.deliverWebhooks(true));
    return {
      submit: () => deliver(world, cancelled.event.id),
      effects: () => productChanges(world, user.id, "revoke"),
      intent: { kind: "stripe-event", keyPart: cancelled.event.id },
    };
  },
  arm: armStripeFault,
  ...stripeWorldParts,
};
