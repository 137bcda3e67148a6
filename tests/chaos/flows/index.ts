// Every flow that moves money or makes an ERP record, for the chaos script and the suites.
import type { Flow } from "../model";
import { batchFlow } from "./batch";
import { closeOutManifestFlow } from "./close-out-manifest";
import { deskShipmentFlow } from "./desk-shipment";
import { freightDropFlow } from "./freight-drop";
import { freightLineFlow } from "./freight-line";
import { labelVoidFlow, voidRaceFlow } from "./label-void";
import { labelsFlow } from "./labels";
import { legacyRefundRefusedFlow } from "./legacy-refund-refused";
import { multiPackageLabelsFlow } from "./multi-package-labels";
import { productFlow } from "./product";
import { stripeGrantFlow } from "./stripe-grant";
import { stripeRevokeFlow } from "./stripe-revoke";
import { surchargeFlow } from "./surcharge";
import { vendorFlow } from "./vendor";
import { webPasswordFlow } from "./web-password";

export const FLOWS = [
  labelsFlow,
  deskShipmentFlow,
  labelVoidFlow,
  voidRaceFlow,
  legacyRefundRefusedFlow,
  batchFlow,
  closeOutManifestFlow,
  multiPackageLabelsFlow,
  freightDropFlow,
  freightLineFlow,
  surchargeFlow,
  vendorFlow,
  productFlow,
  webPasswordFlow,
  stripeGrantFlow,
  stripeRevokeFlow,
].map((f) => f as unknown as Flow<never>);
