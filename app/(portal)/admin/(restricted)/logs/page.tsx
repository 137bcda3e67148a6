import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function LogsPage() {
  return <NotBuiltYet title="Logs" issue="the administration work" />;
}
