import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function ProductSignupPage() {
  return <NotBuiltYet title="Product Signup" issue="the billing work" />;
}
