import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function FileComparisonToolPage() {
  return <NotBuiltYet title="File Comparison Tool" issue="the files and CSV tools work" />;
}
