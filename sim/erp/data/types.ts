// Record shapes as the sim serves them (the ERP contract of sim/erp/README.md; field names the portal reads).
export type Money = { value: number };
export type Phone = { number: string; description?: string };
export type Email = { address: string };

export interface Branch {
  id: string;
  name: string;
  description: string;
  branchEntityId: string;
  territoryId: string;
  companyCode: string;
  state: string;
}

export interface Territory {
  id: string;
  /** Only the all-branches territory has one (spec 2 gives the companies' territories none). */
  description?: string;
  companyCode: string;
  homeBranch: string;
  branchList: string[];
}

export interface ShipVia {
  id: string;
  description: string;
  carrier: string;
}

export interface Terms {
  id: string;
  description: string;
  isCod: boolean;
  dueDays: number;
}

export interface Basis {
  basisName: string;
  description?: string;
}

export interface PriceLine {
  id: string;
  description: string;
  manufacturer: string;
  vendorId: string;
  category: string;
  branchAccessList: { branchId: string }[];
  basisList: Basis[];
  globalBasisIds: Basis[];
  avgCostPriceLineBasis: string;
  lastCostPriceLineBasis: string;
  productCount: number;
  updateKey: string;
}

export interface Product {
  id: number;
  description: string;
  catalogNumber: string;
  manufacturer: string;
  manufacturerPartNumber: string;
  priceLineId: string;
  buyLineId: string;
  category: string;
  productClass: string;
  upcCode: string;
  um: string;
  pricingPerQuantity: number;
  pricingUm: string;
  listPrice: Money;
  repCost: Money;
  averageCost: Money;
  cogs: Money;
  weight: number;
  inactive: boolean;
  status: string;
  keywords: string;
  totalWarehouseQty: number;
  updateKey: string;
}

export interface Customer {
  id: string;
  name: string;
  nameIndex: string;
  sortBy: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  country: string;
  phones: Phone[];
  emails: Email[];
  isBillTo: boolean;
  isShipTo: boolean;
  billToId: string;
  types: { type: string }[];
  shipToLists: { shipToId: string }[];
  contacts: { id: string }[];
  defaultPriceClass: string;
  insideSalesperson: string;
  outsideSalesperson: string;
  defaultPoNumber: string;
  defaultShipVia: string;
  defaultTerms: string;
  freightInExempt: boolean;
  freightOutExempt: boolean;
  homeBranch: string;
  homeTerritory: string;
  creditLimit: Money;
  /** CLARIFICATIONS 61: the customer's shipping facts. Most records carry none of them (the ERP says nothing). */
  residential?: YesNo;
  freightExempt?: YesNo;
  insuranceRequired?: YesNo;
  carrierAccount?: CarrierAccount;
  updateKey: string;
}

export type YesNo = "Y" | "N";
/** The customer's own carrier account, for third-party billing. */
export type CarrierAccount = { carrier: string; account: string; zip: string };

export interface Contact {
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  salutation: string;
  sortBy: string;
  title: string;
  website: string;
  useEntityAddress: boolean;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  inactive: boolean;
  webEnabled: boolean;
  keywords: string;
  companyName: string;
  classifications: { classification: string }[];
  entities: { entityId: string; entityType: string }[];
  emails: Email[];
  phones: Phone[];
  updateKey: string;
}

export interface WebSettings {
  id: string;
  contactId: string;
  trackerViewOnly: boolean;
  enableShipToEdit: boolean;
  bidViewOnly: boolean;
  hideAccountInquiry: boolean;
  superuser: boolean;
  enableShipToCreate: boolean;
  hideAccountLedger: boolean;
  enableShipBranchOverride: boolean;
  sendEmailOnTrackerUpdate: boolean;
  passwordLastChanged: string | null;
  updateKey: string;
}

export interface ErpUser {
  id: string;
  userName: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  title: string;
  homeBranch: string;
  accessibleBranches: { branchId: string }[];
  roles: { id: string }[];
  companies: { id: string }[];
  inactive: boolean;
  updateKey: string;
}

export interface Vendor {
  id: string;
  name: string;
  nameIndex: string;
  sortBy: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  isPayTo: boolean;
  isShipFrom: boolean;
  isFreightVendor: boolean;
  isManufacturer: boolean;
  payToId: string;
  type: string;
  defaultShipVia: string;
  freight: string;
  defaultTerms: string;
  backOrderDays: string;
  emails: Email[];
  phones: Phone[];
  homeBranch: string;
  homeTerritory: string;
  shipFromLists: { shipFromId: string }[];
  updateKey: string;
}

export interface LineItem {
  lineItemId: number;
  lineItemProduct: {
    productId: number;
    description: string;
    quantity: number;
    um: string;
    umQuantity: number;
    unitPrice: number;
    extendedPrice: number;
    comments: string;
    commentsId: string;
  };
}

export interface Generation {
  generationId: number;
  invoiceNumber: string;
  fullInvoiceID: string;
  orderStatus: string;
  printStatus: string;
  orderDate: string;
  shipDate: string;
  invoiceDate: string;
  requiredDate: string;
  billToId: string;
  billToName: string;
  shipToId: string;
  shipToName: string;
  poNumber: string;
  shipVia: string;
  termsCode: string;
  writer: string;
  shipBranch: string;
  priceBranch: string;
  shippingInstructions: string;
  shippingAddressLine1: string;
  shippingAddressLine2: string;
  shippingCity: string;
  shippingState: string;
  postalCode: string;
  shippingCountry: string;
  priceTotal: Money;
  freightTotal: Money;
  taxTotal: Money;
  salesTotal: Money;
  paymentsTotal: Money;
  balanceDue: Money;
  lineItems: LineItem[];
}

export interface SalesOrder {
  id: string;
  orderDate: string;
  billToId: string;
  billToName: string;
  shipToId: string;
  shipToName: string;
  writer: string;
  priceBranch: string;
  shipBranch: string;
  generations: Generation[];
  updateKey: string;
}

/** A UserDefined record: a flat object keyed by the file's dictionary names. */
export type UdRecord = { id: string; FileName: string } & Record<string, string | number>;
