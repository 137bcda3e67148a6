import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function DataToolsPage() {
  return <NotBuiltYet title="Data Tools" issue="the files and CSV tools work" />;
}
