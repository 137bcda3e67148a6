// The StarShip "file drop" text Eclipse picks up (CLARIFICATIONS 25).
import { checkFiledropValues, type FiledropInput } from "./filedrop-values";

const money = (n: number) => n.toFixed(2);

/** One shipment's INI-style file: a [SHIPMENT] and a [PKG001] section, lines joined by \n; its values each one line (CLARIFICATIONS 52). */
export function buildFiledropText(values: FiledropInput): string {
  const input = checkFiledropValues(values);
  const freight = money(input.totalFreight);
  const lines = [
    "[SHIPMENT]",
    `OrdNum=${input.invoiceNumber}`,
    "Status=Save",
    "TotPkgs=1",
    `TotFreight=${freight}`,
    "TotHFee=0.00",
    "TotDValue=0.00",
    `TotCharges=${freight}`,
    `ShipVia=${input.shipVia}`,
    "[PKG001]",
    `TrackNum=${input.trackingNumber}`,
    `BillFreight=${input.billAccount ? "BillToCustomer" : "Prepaid"}`,
    `Weight=${input.weight}`,
    `Actual Weight=${input.actualWeight}`,
    `PkgFreight=${freight}`,
    "HFee=0.00",
    `PkgCharges=${freight}`,
    ...(input.billAccount ? [`BillAccnt=${input.billAccount}`] : []),
  ];
  return lines.join("\n");
}
