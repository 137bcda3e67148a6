/** A branch as the lists show it: its id, and its name when the ERP gave one. */
export function BranchLabel({ id, name }: { id: string; name: string }) {
  return (
    <span>
      <span className="font-mono font-medium">{id}</span>
      {name ? <span className="text-slate-500"> – {name}</span> : null}
    </span>
  );
}

/** A titled list of branches (a region named by its title), or what an empty list means. */
export function BranchList({
  title,
  ids,
  nameOf,
  empty,
  className,
}: {
  title: string;
  ids: string[];
  nameOf(id: string): string;
  empty: string;
  className?: string;
}) {
  return (
    <section aria-label={title} className={className}>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {ids.length ? (
        <ul className="mt-1 text-sm">
          {ids.map((id) => (
            <li key={id}>
              <BranchLabel id={id} name={nameOf(id)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
