import { Alert } from "@/components/ui/alert";
import { repeatedKeyLine, repeatedKeysNotice, type RepeatedKey } from "@/lib/inv-bal/repeated-keys";

/** Part numbers found more than once: what was compared for each, the most repeated first. */
export function RepeatedKeysNotice({ keys, count }: { keys: RepeatedKey[]; count: number }) {
  if (count === 0) return null;
  const more = count - keys.length;
  return (
    <Alert tone="warning" title="Repeated part numbers">
      <p>{repeatedKeysNotice(count)}</p>
      <ul aria-label="Repeated part numbers" className="mt-2 max-h-40 list-disc overflow-auto pl-5">
        {keys.map((k) => (
          <li key={k.key}>{repeatedKeyLine(k)}</li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1">…and {more.toLocaleString("en-US")} more.</p> : null}
    </Alert>
  );
}
