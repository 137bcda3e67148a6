import { Chip } from "@/components/ui/chip";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { RowActions } from "@/components/ui/row-actions";
import type { CompanyDto } from "@/lib/companies/company-dto";

type Props = { companies: CompanyDto[]; onEdit(c: CompanyDto): void; onDelete(c: CompanyDto): void };

const SURCHARGE = { loggedInUser: "Logged-in user", apiUser: "API user" } as const;
const TRACKING = { disabled: "Disabled", apiUser: "API user" } as const;

export function CompaniesTable({ companies, onEdit, onDelete }: Props) {
  return (
    <Table aria-label="Companies">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Code</Th>
          <Th>API Base URL</Th>
          <Th>Ports</Th>
          <Th>Products</Th>
          <Th>Surcharge</Th>
          <Th>Tracking</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {companies.length === 0 ? <EmptyRow colSpan={8}>No companies yet. Add one with Add Company.</EmptyRow> : null}
        {companies.map((c) => (
          <Tr key={c._id}>
            <Td>
              <span className="font-medium">{c.name}</span>
              {c.city || c.state ? <span className="block text-xs text-slate-500">{[c.city, c.state].filter(Boolean).join(", ")}</span> : null}
            </Td>
            <Td className="font-mono text-xs">{c.companyCode}</Td>
            <Td className="font-mono text-xs">{c.apiBaseUrl}</Td>
            <Td>{c.apiPorts.join(", ")}</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {c.products.map((p) => (
                  <Chip key={p} tone="brand">
                    {p}
                  </Chip>
                ))}
              </div>
            </Td>
            <Td>{SURCHARGE[c.surcharge.authMethod]}</Td>
            <Td>{TRACKING[c.ship54Tracking.authMethod]}</Td>
            <RowActions label={`${c.name}`} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
