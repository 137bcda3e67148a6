import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function MenusPage() {
  return <NotBuiltYet title="Menus" issue="the administration work" />;
}
