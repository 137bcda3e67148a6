import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function Ship54SettingsPage() {
  return <NotBuiltYet title="Ship54 Settings" issue="the shipping integration work" />;
}
