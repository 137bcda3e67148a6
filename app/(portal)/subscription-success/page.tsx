import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function SubscriptionSuccessfulPage() {
  return <NotBuiltYet title="Subscription Successful" issue="the billing work" />;
}
