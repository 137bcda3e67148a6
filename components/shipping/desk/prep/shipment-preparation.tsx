"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { shipAddress, type ShipAddress } from "@/lib/shipping/desk/ship-address";
import { readDeskBranch } from "../local-defaults";
import type { RateView } from "@/lib/shipping/labels/get-rates";
import { BillToAccount } from "./bill-to-account";
import { BoxPresetPicker } from "./box-presets/box-preset-picker";
import { useBoxChoice } from "./box-presets/use-box-choice";
import type { FreightMethod } from "./freight-fields";
import { OrderSide } from "./order-side";
import { RatesOutcome } from "./rates-outcome";
import { useOtherCarrierConfirm } from "./other-carrier-confirm";
import { parcelReady } from "@/lib/shipping/labels/parcel-problems";
import { PackageRowsFields } from "./package-rows";
import { shipButtonText } from "./rate-name";
import { orderFactsOf } from "@/lib/shipping/desk/order-facts";
import { SuccessDialog } from "./success-dialog";
import { useManualShipFrom } from "./use-manual-ship-from";
import { useOrderDetails } from "./use-order-details";
import { useRates } from "./use-rates";
import { usePackageRows } from "./use-package-rows";
import { useShipPackage } from "./use-ship-package";
import { useShipToCheck } from "./use-ship-to-check";
import { useBranchLabelFormat } from "@/components/shipping/settings/label-format/use-branch-label-format";

type Props = {
  invoice: string;
  manual: boolean;
  companyFrom: ShipAddress | null;
  freightMethod: FreightMethod;
  /** The package this form ships first: the one after those the invoice already shipped. */
  firstPackage?: number;
  /** The signed-in user: whose desk branch a manual shipment starts from. */
  userId: string;
};

const addressReady = (a: ShipAddress | null) => Boolean(a && a.name && a.street1 && a.city && a.state && a.zip);
const forRates = (a: ShipAddress) => ({
  ...a,
  street2: a.street2 || undefined,
  phone: a.phone || undefined,
  email: a.email || undefined,
  country: "US",
});

/** A manual shipment's boxes are those of the branch the user's desk is on. */
const deskBranch = (userId: string) => (typeof window === "undefined" ? null : readDeskBranch(userId));

/** Shipment preparation (spec 2): the package, its rates, the label bought once and the freight posted once. */
export function ShipmentPreparation({ invoice, manual, companyFrom, freightMethod, firstPackage = 1, userId }: Props) {
  const router = useRouter();
  const details = useOrderDetails(invoice, manual);
  const order = details.data?.order ?? null;
  const [manualTo, setManualTo] = useState<ShipAddress>(shipAddress({}));
  const [reference, setReference] = useState("");
  const manualFrom = useManualShipFrom(manual, companyFrom, userId);
  const [methodChoice, setMethod] = useState<FreightMethod | null>(null);
  const packages = usePackageRows();
  const pkg = packages.focused.input;
  const [packageNumber, setPackageNumber] = useState(firstPackage);
  const manualId = useRef<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const shipVia = manual ? null : (order?.shipVia ?? null);
  const rates = useRates(shipVia);
  // CLARIFICATIONS 61, 62: the ship-to as Shippo checked it (and the clerk chose), and the customer's own account.
  const shipToCheck = useShipToCheck(manual ? null : (order?.invoiceNumber ?? null), details.data?.shipToCheck ?? null);
  const [billToCustomer, setBillToCustomer] = useState(false);
  const shipping = useShipPackage();
  const boxes = useBoxChoice({
    branch: manual ? deskBranch(userId) : (order?.shipBranch ?? null),
    customer: order?.customerId ?? null,
    pkg,
    setPkg: packages.setFocused,
    weightRef: packages.focusedWeight,
  });
  const carrierCheck = useOtherCarrierConfirm(shipVia);
  const branch = (manual ? manualFrom.branch : order?.shipBranch) || null;
  // Known before Ship Package: a ZPL branch opens no tab on the click and shows Pair Printer (null while unknown:
  // the desk behaves as for a PDF, and the label's own format still decides where it goes).
  const labelFormat = useBranchLabelFormat(null, branch).format;

  const method = methodChoice ?? details.data?.freight.defaultMethod ?? freightMethod;
  const shipFrom = manual ? manualFrom.shipFrom : (order?.shipFrom ?? companyFrom);
  const chosen = shipToCheck.check?.chosen;
  const shipTo = manual ? manualTo : order ? { ...order.shipTo, ...chosen } : null;
  const ready =
    addressReady(shipFrom) &&
    addressReady(shipTo) &&
    packages.rows.every((r) => parcelReady(r.input)) &&
    (!manual || Boolean(reference.trim()));

  // CLARIFICATIONS 65: the screen starts the same way every time, once the order and its branch's boxes are known
  // (the package's fields wait for them, so no key lands in a field before that): the cursor in the box presets when
  // the branch has some, else in Length; a manual shipment starts with whom it goes to.
  const startKnown = manual || (!details.loading && !boxes.loading);
  const started = useRef(false);
  useEffect(() => {
    if (!startKnown || started.current) return;
    started.current = true;
    if (manual) nameField.current?.focus();
    else if (boxes.presets.length) boxes.focusList();
    else packages.focusFirst(packages.rows[0].key);
    // Once, when the start is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKnown]);

  function getRates() {
    if (!ready || !shipFrom || !shipTo) return;
    manualId.current ??= `MANUAL-${Date.now()}`;
    void rates.getRates({
      invoiceNumber: manual ? manualId.current : (order?.invoiceNumber ?? invoice),
      addressFrom: forRates(shipFrom),
      addressTo: forRates(shipTo),
      billToCustomer: !manual && billToCustomer,
      parcels: packages.rows.map(({ input }) => ({
        length: Number(input.length),
        width: Number(input.width),
        height: Number(input.height),
        weight: Number(input.weight),
      })),
      // An invoice's facts let the company's shipping rules choose its rate (issue 38); Manual Ship has none.
      ...(order && !manual ? { order: orderFactsOf(order) } : {}),
    });
  }

  function shipPackage() {
    const rate = rates.selected;
    if (!rate || !shipFrom || !shipTo) return;
    // A rate the company's shipping rule chose is the company's decision: no question about its carrier.
    if (rate.object_id === rates.rule?.rateId) return buy(rate, shipFrom, shipTo);
    carrierCheck.check(rate, () => buy(rate, shipFrom, shipTo));
  }

  function buy(rate: RateView, from: ShipAddress, to: ShipAddress) {
    void shipping.ship({
      manual,
      invoiceNumber: manual ? (manualId.current ?? `MANUAL-${Date.now()}`) : (order?.invoiceNumber ?? invoice),
      reference: manual ? reference.trim() : null,
      packageNumber,
      packages: rate.packages,
      poNumber: order?.poNumber ?? null,
      branch,
      shipVia: order?.shipVia ?? null,
      rate,
      from,
      to,
      weight: Number(packages.rows[0].input.weight),
      actualWeight: packages.rows[0].scaleWeight ?? Number(packages.rows[0].input.weight),
      actualWeights: packages.rows.map((row) => row.scaleWeight ?? Number(row.input.weight)),
      method,
      freightProductId: details.data?.freight.product?.productId ?? null,
      box: boxes.labelBox,
      labelFormat,
    });
  }

  /** The invoice's next package: a new weight and new rates, the box's size kept; its label is a new purchase. */
  function nextPackage() {
    shipping.reset();
    rates.clear();
    const shipped = shipping.done?.packages.length ?? 1;
    packages.startOver();
    setPackageNumber((n) => n + shipped);
    requestAnimationFrame(() => packages.focusWeight(packages.rows[0].key));
  }

  /** Add Package: the box presets take the focus when there are some (a number key picks the new package's box). */
  function packageAdded(key: number) {
    rates.clear();
    requestAnimationFrame(() => (boxes.presets.length ? boxes.focusList() : packages.focusWeight(key)));
  }

  /** The package's label was voided and its key freed: the same package again, for a new label (CLARIFICATIONS 54). */
  function shipAgain() {
    shipping.reset();
    rates.clear();
    requestAnimationFrame(() => packages.focusWeight(packages.rows[0].key));
  }

  const orderSide = (
    <OrderSide
      manual={manual}
      details={details}
      shipFrom={shipFrom}
      shipTo={shipTo}
      shipToCheck={shipToCheck}
      onShipToChoice={(choice) => {
        // Rates quoted for the other address would buy the label there: they go.
        rates.clear();
        void shipToCheck.choose(choice);
      }}
      method={method}
      onMethod={setMethod}
      manualFrom={manualFrom}
      manualTo={manualTo}
      onManualTo={setManualTo}
      reference={reference}
      onReference={setReference}
      nameRef={nameField}
    />
  );

  const packageSide = (
    <div className="flex min-w-0 flex-col gap-4">
      {startKnown ? (
        // The package's own checks speak beside each field; the browser's bubble would say it a second time.
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            getRates();
          }}
        >
          <BoxPresetPicker boxes={boxes} weight={pkg.weight} />
          <PackageRowsFields
            rows={packages}
            firstPackage={packageNumber}
            single={manual}
            onAdded={packageAdded}
            onRemoved={rates.clear}
            printer={labelFormat === "ZPLII"}
          />
          {!manual ? (
            <BillToAccount
              account={order?.customerFacts?.carrierAccount ?? null}
              checked={billToCustomer}
              onChange={(on) => {
                setBillToCustomer(on);
                rates.clear();
              }}
            />
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={!ready} busy={rates.loading}>
              Get Rates
            </Button>
            <Button
              variant="secondary"
              onClick={shipPackage}
              disabled={!rates.selected || shipping.inDoubt}
              busy={shipping.busy}
            >
              {shipButtonText(rates.selected)}
            </Button>
          </div>
        </form>
      ) : (
        <Spinner label={details.loading ? "Loading the invoice…" : "Loading the box presets…"} />
      )}
      <RatesOutcome rates={rates} boxes={boxes} shipping={shipping} onShip={shipPackage} />
    </div>
  );

  // At 1366x768 the package, Get Rates and Ship sit at the top beside the order (issue 37 item 4); a manual shipment
  // starts with whom it goes to, so its addresses come first.
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{manual ? "Manual Shipment Creation" : `Ship Invoice ${invoice}`}</h1>
      {packageNumber > 1 ? (
        <p className="text-sm font-medium text-slate-700">
          {packages.rows.length > 1
            ? `Packages ${packageNumber}-${packageNumber + packages.rows.length - 1}: their own labels and freight.`
            : `Package ${packageNumber}: its own label and freight.`}
        </p>
      ) : null}
      {details.error ? <Alert tone="error">{details.error}</Alert> : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(20rem,2fr)] lg:items-start">
        {manual ? orderSide : packageSide}
        {manual ? packageSide : orderSide}
      </div>
      {carrierCheck.dialog}
      <SuccessDialog
        done={shipping.done}
        onReturn={() => router.push("/ship-station")}
        onNextPackage={manual ? undefined : nextPackage}
        onPostFreight={() => void shipping.postFreightAgain()}
        onShipAgain={shipAgain}
      />
    </div>
  );
}
