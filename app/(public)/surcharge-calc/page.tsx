import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function SurchargePage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <NotBuiltYet title="Surcharge" issue="the surcharge work" />
    </main>
  );
}
