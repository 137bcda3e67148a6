import { CloseOutScreen } from "@/components/shipping/close-out/close-out-screen";
import { requireUser } from "@/lib/auth/current-user";
import { branchIdSchema } from "@/lib/shipping/desk/schemas";

type Props = { searchParams: Promise<{ branch?: string }> };

/** Close Out (issue 29 point 2): the branch's day by carrier, the printable manifest and the carriers' SCAN forms. */
export default async function CloseOutPage({ searchParams }: Props) {
  await requireUser();
  const parsed = branchIdSchema.safeParse((await searchParams).branch ?? "");
  return <CloseOutScreen branch={parsed.success ? parsed.data : null} />;
}
