import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function MonthlySalesFeedPage() {
  return <NotBuiltYet title="Monthly Sales Feed" issue="the files and CSV tools work" />;
}
