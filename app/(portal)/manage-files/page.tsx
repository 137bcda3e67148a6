import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function FileManagerPage() {
  return <NotBuiltYet title="File Manager" issue="the files and CSV tools work" />;
}
