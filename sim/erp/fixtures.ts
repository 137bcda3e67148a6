// Known demo records that tests and the demo can rely on. These are pinned: the generator writes them
// the same way for every seed (only seeded prices and the generated records around them change).
// sim/erp/README.md lists them with what each is for.

export const ERP_PASSWORD_FOR_GENERATED_USERS = "erp1234";

export const ERP_USERS = {
  /** The portal's staff@example.com signs in as this user (company EDS, ports 5000-5003). */
  staff: {
    userName: "JSMITH",
    password: "staff1234",
    name: "John Smith",
    homeBranch: "TNNA",
    accessibleBranches: [
      "TNNA",
      "TNMB",
      "TNCV",
      "TNFR",
      "TNCO",
      "TNCH",
      "TNCL",
      "TNJC",
      "ARLR",
      "ARFS",
      "ARJB",
      "ARCW",
    ],
  },
  /** The portal's heritage@example.com signs in as this user (company heritage, port 5000). */
  heritage: {
    userName: "HERITAGE1",
    password: "heritage1234",
    name: "Heritage Shipping Desk",
    homeBranch: "ILMV",
    accessibleBranches: ["ILMV", "ILCE", "ILEF", "ILMA", "ILCS", "ILBE", "ILCH"],
  },
  /** A plain ERP user with a single branch (no Q queue work), password like every generated user. */
  clerk: {
    userName: "KWALKER",
    password: ERP_PASSWORD_FOR_GENERATED_USERS,
    name: "Karen Walker",
    homeBranch: "ARFS",
    accessibleBranches: ["ARFS"],
  },
} as const;

export type PinnedUser = (typeof ERP_USERS)[keyof typeof ERP_USERS];

/** The customer with many invoices: bill-to plus two ship-tos. */
export const INVOICE_CUSTOMER = {
  id: "10010",
  name: "VOLUNTEER MECHANICAL CONTRACTORS",
  /** A ship-to of 10010 with more than one page (25) of invoices. */
  shipToId: "10011",
  shipToName: "VOLUNTEER MECHANICAL - MURFREESBORO SHOP",
  invoicesOnShipTo: 32,
  /** The second ship-to, with a handful of invoices. */
  otherShipToId: "10012",
  invoicesOnOtherShipTo: 4,
  homeBranch: "TNNA",
} as const;

/** A customer with no invoices at all (Invoice Look Up's empty state). */
export const CUSTOMER_WITHOUT_INVOICES = { id: "10015", name: "QUIET HOLLOW PROPERTY MANAGEMENT" } as const;

export const CONTACTS = {
  /** The only contact whose last name is Quackenbush; full record, web enabled. */
  unique: {
    id: "100001",
    firstName: "Thaddeus",
    lastName: "Quackenbush",
    companyName: INVOICE_CUSTOMER.name,
    email: "tquackenbush@volunteermech.com",
    webLogin: "TQUACKENBUSH",
  },
  /** No company, no classifications, one phone without a description: the contact card's fallbacks. */
  bare: {
    id: "100002",
    firstName: "Marisol",
    lastName: "Pennywhistle",
    phone: "615-820-4417",
  },
  /** A second web-enabled contact, for password and concurrency tests. */
  webUser: {
    id: "100003",
    firstName: "Dwight",
    lastName: "Fairbanks",
    companyName: INVOICE_CUSTOMER.name,
    webLogin: "DFAIRBANKS",
  },
} as const;

/** Customers of the queued orders below: a COD account and a NET30 account with one ship-to. */
export const QUEUE_CUSTOMERS = {
  cod: { id: "10016", name: "RIVERBEND PLUMBING & HEATING", terms: "COD" },
  net30: {
    id: "10018",
    name: "MUSIC CITY MECHANICAL",
    terms: "NET30",
    shipToId: "10019",
    shipToName: "MUSIC CITY MECHANICAL - GERMANTOWN JOB",
  },
} as const;

/** Orders queued for shipping (PrintStatus Q, OrderStatus Invoice) at branch TNNA. */
export const QUEUE_BRANCH = "TNNA";
export const QUEUED_ORDERS = {
  /** COD terms with a balance due: the dashboard's COD warning / block. */
  codWithBalance: { orderId: "S1000001", fullInvoiceID: "S1000001.001", termsCode: "COD", shipVia: "UPS GROUND" },
  /** NET30, UPS ground; has a PRINT.REVIEW record (STATUS REVIEWED). */
  regular: {
    orderId: "S1000002",
    fullInvoiceID: "S1000002.001",
    termsCode: "NET30",
    shipVia: "UPS GROUND",
    printReviewStatus: "REVIEWED",
  },
  /** COD terms but fully paid (balance 0); no PRINT.REVIEW record (400 "were not found"). */
  codPaid: { orderId: "S1000003", fullInvoiceID: "S1000003.001", termsCode: "COD CASH", shipVia: "FEDEX GROUND" },
  /** Second generation queued, first already printed; ship via OUR TRUCK (matches no UPS/FEDEX keyword). */
  secondGeneration: {
    orderId: "S1000004",
    fullInvoiceID: "S1000004.002",
    generationId: 2,
    termsCode: "NET30",
    shipVia: "OUR TRUCK",
  },
  /** NET30, UPS ground, PRINT.REVIEW STATUS HOLD - CREDIT: the dashboard's print review hold (issue 27). */
  creditHold: {
    orderId: "S1000005",
    fullInvoiceID: "S1000005.001",
    termsCode: "NET30",
    shipVia: "UPS GROUND",
    printReviewStatus: "HOLD - CREDIT",
  },
} as const;

/**
 * Ten orders queued at branch TNCO for Ship a batch (issue 27): NET30, UPS or FEDEX ground, shipping a week ago so
 * they sit together at the end of the branch's queue. No other test ships them. The k-th (from 0) holds 100 + 10k of
 * product 100003 and 10(k + 1) of 100005: a few pounds, one box each.
 */
export const BATCH_BRANCH = "TNCO";
export const BATCH_ORDERS = Array.from({ length: 10 }, (_, k) => ({
  orderId: `S${1000070 + k}`,
  fullInvoiceID: `S${1000070 + k}.001`,
  termsCode: "NET30",
  shipVia: k % 2 ? "FEDEX GROUND" : "UPS GROUND",
}));

/**
 * Nine orders queued at branch TNFR for a batch of every kind (CLARIFICATIONS 63 and 64), pinned after all others.
 * Their lines name the pinned products (PRODUCTS), so each one's weight is known by hand: per each, 100003 weighs
 * 0.03 lb, 100005 0.01 lb, and 100004 and 100007 have no weight (0).
 */
export const MIXED_BATCH_BRANCH = "TNFR";
export const MIXED_BATCH_ORDERS = {
  /** UPS GROUND: 300 x 0.03 + 32 x 0.01 = 9.32 lb of goods. */
  parcel: { orderId: "S1000090", fullInvoiceID: "S1000090.001", shipVia: "UPS GROUND", weightLb: 9.32 },
  /** FEDEX GROUND: 100 x 0.03 = 3 lb of goods. */
  parcel2: { orderId: "S1000091", fullInvoiceID: "S1000091.001", shipVia: "FEDEX GROUND", weightLb: 3 },
  truck: { orderId: "S1000092", fullInvoiceID: "S1000092.001", shipVia: "OUR TRUCK", weightLb: 3 },
  willCall: { orderId: "S1000093", fullInvoiceID: "S1000093.001", shipVia: "WILL CALL", weightLb: 3 },
  /** PRINT.REVIEW STATUS HOLD - CREDIT. */
  creditHold: { orderId: "S1000094", fullInvoiceID: "S1000094.001", shipVia: "UPS GROUND", weightLb: 3 },
  /** COD terms with a balance due. */
  cod: { orderId: "S1000095", fullInvoiceID: "S1000095.001", shipVia: "UPS GROUND", weightLb: 3 },
  /** A line of product 100004, which has no weight: 3 lb known, the rest not. */
  noWeight: { orderId: "S1000096", fullInvoiceID: "S1000096.001", shipVia: "UPS GROUND", weightLb: null },
  /** Only product 100007 (inactive), which has no weight. */
  noWeight2: { orderId: "S1000097", fullInvoiceID: "S1000097.001", shipVia: "FEDEX GROUND", weightLb: null },
  /** A parcel ship via the keywords UPS, FEDEX do not name. */
  usps: { orderId: "S1000098", fullInvoiceID: "S1000098.001", shipVia: "USPS PRIORITY", weightLb: 3 },
} as const;

/**
 * Customers with shipping facts (CLARIFICATIONS 61), appended after every generated record (so they change none of
 * them), each with one order queued at FACT_BRANCH. Every other customer carries none of the facts: the ERP says
 * nothing. Each is its own ship-to, except `billToAccount`, whose ship-to carries its own fact beside the bill-to's.
 */
export const FACT_BRANCH = "TNMB";
export const FACT_CUSTOMERS = {
  /** residential Y, the others N. */
  residential: { id: "19001", name: "HOLLIS RESIDENCE", residential: "Y" },
  /** freightExempt Y: its freight is never posted. */
  freightExempt: { id: "19002", name: "CUMBERLAND COUNTY SCHOOLS FACILITIES", freightExempt: "Y" },
  /** insuranceRequired Y: each package insured for its share of the invoice's sales total. */
  insured: { id: "19003", name: "BELLE MEADE FIXTURE GALLERY", insuranceRequired: "Y" },
  /** A UPS account for third-party billing. */
  upsAccount: {
    id: "19004",
    name: "HARPETH VALLEY MECHANICAL",
    carrierAccount: { carrier: "UPS", account: "4X7Y92", zip: "37064" },
  },
  /** A FedEx account on the bill-to; its ship-to (`shipToId`) is residential, and says nothing else. */
  billToAccount: {
    id: "19005",
    name: "STONES RIVER HOMEBUILDERS",
    carrierAccount: { carrier: "FEDEX", account: "510087020", zip: "37130" },
    shipToId: "19006",
    shipToName: "STONES RIVER - LOT 14 MODEL HOME",
  },
  /** Every fact at once: residential, insurance required and a UPS account; not freight exempt. */
  everything: {
    id: "19007",
    name: "PERCY PRIEST LAKE HOUSE",
    residential: "Y",
    insuranceRequired: "Y",
    carrierAccount: { carrier: "UPS", account: "9V2W55", zip: "37013" },
  },
  /** No facts, and a ship-to Shippo corrects (LANE to Ln) and reports residential. */
  suggested: { id: "19008", name: "WILLOW BEND TOWNHOMES" },
} as const;
/** One order per fact customer, queued at FACT_BRANCH: NET30, UPS GROUND, 100 of 100003 and 20 of 100005 (3.2 lb). */
export const FACT_ORDERS = {
  residential: { orderId: "S1000080", fullInvoiceID: "S1000080.001", customer: FACT_CUSTOMERS.residential.id },
  freightExempt: { orderId: "S1000081", fullInvoiceID: "S1000081.001", customer: FACT_CUSTOMERS.freightExempt.id },
  insured: { orderId: "S1000082", fullInvoiceID: "S1000082.001", customer: FACT_CUSTOMERS.insured.id },
  upsAccount: { orderId: "S1000083", fullInvoiceID: "S1000083.001", customer: FACT_CUSTOMERS.upsAccount.id },
  billToAccount: { orderId: "S1000084", fullInvoiceID: "S1000084.001", customer: FACT_CUSTOMERS.billToAccount.id },
  everything: { orderId: "S1000085", fullInvoiceID: "S1000085.001", customer: FACT_CUSTOMERS.everything.id },
  suggested: { orderId: "S1000086", fullInvoiceID: "S1000086.001", customer: FACT_CUSTOMERS.suggested.id },
  /** A second freight-exempt order (another test may ship the first). */
  freightExempt2: { orderId: "S1000087", fullInvoiceID: "S1000087.001", customer: FACT_CUSTOMERS.freightExempt.id },
  /** A second UPS-account order. */
  upsAccount2: { orderId: "S1000088", fullInvoiceID: "S1000088.001", customer: FACT_CUSTOMERS.upsAccount.id },
  /** A second order of the customer whose ship-to Shippo corrects. */
  suggested2: { orderId: "S1000089", fullInvoiceID: "S1000089.001", customer: FACT_CUSTOMERS.suggested.id },
} as const;

/**
 * Shipping rules by destination (issue 38): MUSIC CITY MECHANICAL's job site in Dallas, Texas (a ship-to of 10018),
 * and an order to it queued at TNMB, pinned after every other order: UPS GROUND, NET30, two water heaters (100006).
 * The ERP gives it no weight the desk reads: the clerk weighs the package (a heavy one for "Heavy to Texas").
 */
export const TEXAS_SHIP_TO = {
  id: "10017",
  name: "MUSIC CITY MECHANICAL - DALLAS JOB",
  addressLine1: "2100 MOCKINGBIRD LN",
  city: "DALLAS",
  state: "TX",
  postalCode: "75235",
} as const;
export const TEXAS_ORDER = {
  orderId: "S1000069",
  fullInvoiceID: "S1000069.001",
  branch: "TNMB",
  shipVia: "UPS GROUND",
  termsCode: "NET30",
} as const;

export const PRODUCTS = {
  /** Freight line product for line-item freight posting. */
  freight: { id: 100001, description: "FREIGHT OUT - SMALL PARCEL", category: "FREIGHT" },
  /** Credit card surcharge product (CLARIFICATIONS 19). */
  surcharge: { id: 100002, description: "CREDIT CARD SURCHARGE", category: "SURCHARGE" },
  /** Priced per hundred (C); weighs 0.03 lb each. */
  perHundred: { id: 100003, description: "1/4-20 X 1 HEX CAP SCREW GR5 ZINC", pricingPerQuantity: 100 },
  /** Priced per thousand (M); no weight (0), as nobody entered one. */
  perThousand: { id: 100004, description: "1/4-20 HEX NUT GR5 ZINC PLATED", pricingPerQuantity: 1000 },
  /** Priced per ten; weighs 0.01 lb each. */
  perTen: { id: 100005, description: "1/2 PEX COPPER CRIMP RING", pricingPerQuantity: 10 },
  /** Priced per each, with quantity breaks. */
  perEach: {
    id: 100006,
    description: "40 GAL NAT GAS WATER HEATER 6YR 40K BTU",
    pricingPerQuantity: 1,
    upcCode: "82006415401",
  },
  /** Inactive: hidden from GET /Products unless includeInactive=true; no weight (0). */
  inactive: { id: 100007, description: "1/2 POLYBUTYLENE CRIMP RING (DISCONTINUED)" },
} as const;

export const PRICE_LINES = {
  /** A price line with a restricted branch access list. */
  restricted: {
    id: "UPON-PEX",
    description: "UPONOR PEX PIPE & FITTINGS",
    shortCode: "UPX",
    branchAccessList: ["TNNA", "TNMB", "TNCH"],
  },
  /** Open to all branches (empty access list). */
  open: { id: "CHAR-ABS", description: "CHARLOTTE ABS DWV FITTINGS", shortCode: "CAB" },
  /** basisList holds 18 bases: with the average- and last-cost bases that is the ERP's limit of 20. */
  fullBasis: { id: "FAST-MISC", description: "FASTENERS - SCREWS & BOLTS", basisCount: 18 },
} as const;

/**
 * A line older ERP screens left over the basis limit: all 20 named bases plus the average- and last-cost bases (22),
 * and entries with an empty basisName in basisList (2) and globalBasisIds (1). The ERP refuses to save it as it
 * is; spec 2 section 5's clean-up (drop the empty names, trim basisList from the end to 18) makes it savable.
 * Kept apart from PRICE_LINES so the seeded random sequence, and with it every generated record, stays as it was.
 */
export const LEGACY_BASIS_LINE = {
  id: "FAST-ROD",
  description: "THREADED ROD & STRUT",
  namedBases: 20,
  emptyBases: 2,
} as const;

export const VENDORS = {
  /** A pay-to vendor with three ship-from vendors. */
  payTo: { id: "500010", name: "NIBCO INC", shipFromIds: ["500011", "500012", "500013"] },
} as const;

/** A distributor (EDS) product id with its cross-reference to the ERP product (EDS.PN.XREF). */
export const CROSS_REFERENCE = { edsProductId: "1864215", herProductId: PRODUCTS.perEach.id } as const;
/** A distributor customer id with its cross-reference (EDS.CUS.XREF). */
export const CUSTOMER_CROSS_REFERENCE = { edsCustomerId: "256189", herCustomerId: INVOICE_CUSTOMER.id } as const;

/** The data's fixed "today": ship dates, queues and balances are relative to it, not to the wall clock. */
export const DATA_TODAY = "2026-11-20";

/** The ERP's COD terms codes (GET /Termslist?keyword=COD). */
export const COD_TERMS_CODES = ["COD", "COD CASH", "COD CHECK"] as const;
