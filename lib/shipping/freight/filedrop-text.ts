// The StarShip "file drop" text Eclipse picks up (CLARIFICATIONS 25).
import { checkFiledropValues, type FiledropInput, type FiledropPiece } from "./filedrop-values";

const money = (n: number) => n.toFixed(2);

/**
 * One shipment's INI-style file: a [SHIPMENT] section with the totals, then a [PKG001], [PKG002]... section per
 * package with its tracking number, lines joined by \n; its values each one line (CLARIFICATIONS 52).
 */
export function buildFiledropText(values: FiledropInput): string {
  const input = checkFiledropValues(values);
  const freight = money(input.totalFreight);
  const pieces: FiledropPiece[] = input.pieces ?? [
    {
      trackingNumber: input.trackingNumber,
      weight: input.weight,
      actualWeight: input.actualWeight,
      freight: input.totalFreight,
    },
  ];
  const lines = [
    "[SHIPMENT]",
    `OrdNum=${input.invoiceNumber}`,
    "Status=Save",
    `TotPkgs=${pieces.length}`,
    `TotFreight=${freight}`,
    "TotHFee=0.00",
    "TotDValue=0.00",
    `TotCharges=${freight}`,
    `ShipVia=${input.shipVia}`,
    ...pieces.flatMap((piece, i) => [
      `[PKG${String(i + 1).padStart(3, "0")}]`,
      `TrackNum=${piece.trackingNumber}`,
      `BillFreight=${input.billAccount ? "BillToCustomer" : "Prepaid"}`,
      `Weight=${piece.weight}`,
      `Actual Weight=${piece.actualWeight}`,
      `PkgFreight=${money(piece.freight)}`,
      "HFee=0.00",
      `PkgCharges=${money(piece.freight)}`,
      ...(input.billAccount ? [`BillAccnt=${input.billAccount}`] : []),
    ]),
  ];
  return lines.join("\n");
}
