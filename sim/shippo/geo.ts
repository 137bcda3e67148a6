// Just enough US geography for believable rates, zones and tracking locations, without a ZIP database.

interface StateInfo {
  code: string;
  name: string;
  lat: number;
  lon: number;
  /** Inclusive ranges of the first three ZIP digits the USPS assigns to the state. */
  zip3: Array<[number, number]>;
}

const STATES: StateInfo[] = [
  { code: "AL", name: "Alabama", lat: 32.8, lon: -86.8, zip3: [[350, 369]] },
  { code: "AK", name: "Alaska", lat: 61.4, lon: -152.3, zip3: [[995, 999]] },
  { code: "AZ", name: "Arizona", lat: 34.2, lon: -111.7, zip3: [[850, 865]] },
  { code: "AR", name: "Arkansas", lat: 34.9, lon: -92.4, zip3: [[716, 729]] },
  { code: "CA", name: "California", lat: 36.8, lon: -119.4, zip3: [[900, 961]] },
  { code: "CO", name: "Colorado", lat: 39.0, lon: -105.5, zip3: [[800, 816]] },
  { code: "CT", name: "Connecticut", lat: 41.6, lon: -72.7, zip3: [[60, 69]] },
  { code: "DE", name: "Delaware", lat: 39.0, lon: -75.5, zip3: [[197, 199]] },
  {
    code: "DC",
    name: "District of Columbia",
    lat: 38.9,
    lon: -77.0,
    zip3: [
      [200, 205],
      [569, 569],
    ],
  },
  { code: "FL", name: "Florida", lat: 28.6, lon: -82.4, zip3: [[320, 349]] },
  {
    code: "GA",
    name: "Georgia",
    lat: 32.7,
    lon: -83.4,
    zip3: [
      [300, 319],
      [398, 399],
    ],
  },
  { code: "HI", name: "Hawaii", lat: 20.8, lon: -156.3, zip3: [[967, 968]] },
  { code: "ID", name: "Idaho", lat: 44.4, lon: -114.6, zip3: [[832, 838]] },
  { code: "IL", name: "Illinois", lat: 40.0, lon: -89.2, zip3: [[600, 629]] },
  { code: "IN", name: "Indiana", lat: 39.9, lon: -86.3, zip3: [[460, 479]] },
  { code: "IA", name: "Iowa", lat: 42.1, lon: -93.5, zip3: [[500, 528]] },
  { code: "KS", name: "Kansas", lat: 38.5, lon: -98.4, zip3: [[660, 679]] },
  { code: "KY", name: "Kentucky", lat: 37.5, lon: -85.3, zip3: [[400, 427]] },
  { code: "LA", name: "Louisiana", lat: 31.1, lon: -92.0, zip3: [[700, 714]] },
  { code: "ME", name: "Maine", lat: 45.4, lon: -69.2, zip3: [[39, 49]] },
  { code: "MD", name: "Maryland", lat: 39.0, lon: -76.8, zip3: [[206, 219]] },
  {
    code: "MA",
    name: "Massachusetts",
    lat: 42.3,
    lon: -71.8,
    zip3: [
      [10, 27],
      [55, 55],
    ],
  },
  { code: "MI", name: "Michigan", lat: 44.3, lon: -85.4, zip3: [[480, 499]] },
  { code: "MN", name: "Minnesota", lat: 46.3, lon: -94.3, zip3: [[550, 567]] },
  { code: "MS", name: "Mississippi", lat: 32.7, lon: -89.7, zip3: [[386, 397]] },
  { code: "MO", name: "Missouri", lat: 38.4, lon: -92.5, zip3: [[630, 658]] },
  { code: "MT", name: "Montana", lat: 47.0, lon: -109.6, zip3: [[590, 599]] },
  { code: "NE", name: "Nebraska", lat: 41.5, lon: -99.8, zip3: [[680, 693]] },
  { code: "NV", name: "Nevada", lat: 39.3, lon: -116.6, zip3: [[889, 898]] },
  { code: "NH", name: "New Hampshire", lat: 43.7, lon: -71.6, zip3: [[30, 38]] },
  { code: "NJ", name: "New Jersey", lat: 40.2, lon: -74.7, zip3: [[70, 89]] },
  { code: "NM", name: "New Mexico", lat: 34.4, lon: -106.1, zip3: [[870, 884]] },
  {
    code: "NY",
    name: "New York",
    lat: 42.9,
    lon: -75.5,
    zip3: [
      [5, 5],
      [100, 149],
    ],
  },
  { code: "NC", name: "North Carolina", lat: 35.6, lon: -79.4, zip3: [[270, 289]] },
  { code: "ND", name: "North Dakota", lat: 47.5, lon: -100.5, zip3: [[580, 588]] },
  { code: "OH", name: "Ohio", lat: 40.3, lon: -82.8, zip3: [[430, 459]] },
  { code: "OK", name: "Oklahoma", lat: 35.6, lon: -97.5, zip3: [[730, 749]] },
  { code: "OR", name: "Oregon", lat: 43.9, lon: -120.6, zip3: [[970, 979]] },
  { code: "PA", name: "Pennsylvania", lat: 40.9, lon: -77.8, zip3: [[150, 196]] },
  { code: "PR", name: "Puerto Rico", lat: 18.2, lon: -66.5, zip3: [[6, 9]] },
  { code: "RI", name: "Rhode Island", lat: 41.7, lon: -71.5, zip3: [[28, 29]] },
  { code: "SC", name: "South Carolina", lat: 33.9, lon: -80.9, zip3: [[290, 299]] },
  { code: "SD", name: "South Dakota", lat: 44.4, lon: -100.2, zip3: [[570, 577]] },
  { code: "TN", name: "Tennessee", lat: 35.9, lon: -86.4, zip3: [[370, 385]] },
  {
    code: "TX",
    name: "Texas",
    lat: 31.5,
    lon: -99.3,
    zip3: [
      [750, 799],
      [885, 885],
    ],
  },
  { code: "UT", name: "Utah", lat: 39.3, lon: -111.7, zip3: [[840, 847]] },
  { code: "VT", name: "Vermont", lat: 44.1, lon: -72.7, zip3: [[50, 59]] },
  {
    code: "VA",
    name: "Virginia",
    lat: 37.5,
    lon: -78.9,
    zip3: [
      [201, 201],
      [220, 246],
    ],
  },
  { code: "WA", name: "Washington", lat: 47.4, lon: -120.5, zip3: [[980, 994]] },
  { code: "WV", name: "West Virginia", lat: 38.6, lon: -80.6, zip3: [[247, 268]] },
  { code: "WI", name: "Wisconsin", lat: 44.6, lon: -89.9, zip3: [[530, 549]] },
  { code: "WY", name: "Wyoming", lat: 43.0, lon: -107.6, zip3: [[820, 831]] },
];

const BY_CODE = new Map(STATES.map((s) => [s.code, s]));
const BY_NAME = new Map(STATES.map((s) => [s.name.toUpperCase(), s]));

export function stateByCode(code: string): StateInfo | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Resolves "ca", "California" or "CALIFORNIA" to the state; the validator uses it to offer corrections. */
export function stateByAnyName(value: string): StateInfo | undefined {
  const v = value.trim().toUpperCase().replace(/\./g, "");
  return BY_CODE.get(v) ?? BY_NAME.get(v);
}

export function zip3Of(zip: string): number | undefined {
  const m = /^(\d{3})\d{2}(-?\d{4})?$/.exec(zip.trim());
  return m ? Number(m[1]) : undefined;
}

export function stateForZip(zip: string): StateInfo | undefined {
  const z3 = zip3Of(zip);
  if (z3 === undefined) return undefined;
  return STATES.find((s) => s.zip3.some(([lo, hi]) => z3 >= lo && z3 <= hi));
}

export interface Point {
  lat: number;
  lon: number;
}

/** The state's centre, nudged by the ZIP so two towns in one state are not the same point. */
export function pointFor(zip: string | undefined, state: string | undefined): Point | undefined {
  const s = (zip ? stateForZip(zip) : undefined) ?? (state ? stateByAnyName(state) : undefined);
  if (!s) return undefined;
  const z3 = zip ? zip3Of(zip) : undefined;
  if (z3 === undefined) return { lat: s.lat, lon: s.lon };
  const [lo, hi] = s.zip3[0];
  const t = hi > lo ? (Math.min(Math.max(z3, lo), hi) - lo) / (hi - lo) - 0.5 : 0;
  return { lat: s.lat + t * 1.5, lon: s.lon + t * 3 };
}

export function milesBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** USPS-style zone 1..8 from distance, the unit every carrier's price table is keyed on. */
export function zoneFor(miles: number): number {
  const limits = [50, 150, 300, 600, 1000, 1400, 1800];
  const i = limits.findIndex((l) => miles <= l);
  return i === -1 ? 8 : i + 1;
}

export interface Place {
  city: string;
  state: string;
  zip: string;
  country: string;
}

const HUBS: Array<Place & Point> = [
  { city: "Memphis", state: "TN", zip: "38118", country: "US", lat: 35.05, lon: -89.98 },
  { city: "Louisville", state: "KY", zip: "40209", country: "US", lat: 38.17, lon: -85.74 },
  { city: "Indianapolis", state: "IN", zip: "46241", country: "US", lat: 39.72, lon: -86.29 },
  { city: "Chicago", state: "IL", zip: "60666", country: "US", lat: 41.98, lon: -87.9 },
  { city: "Dallas", state: "TX", zip: "75261", country: "US", lat: 32.9, lon: -97.04 },
  { city: "Atlanta", state: "GA", zip: "30320", country: "US", lat: 33.64, lon: -84.43 },
  { city: "Denver", state: "CO", zip: "80249", country: "US", lat: 39.86, lon: -104.67 },
  { city: "Ontario", state: "CA", zip: "91761", country: "US", lat: 34.06, lon: -117.6 },
  { city: "Secaucus", state: "NJ", zip: "07094", country: "US", lat: 40.79, lon: -74.06 },
  { city: "Oakland", state: "CA", zip: "94621", country: "US", lat: 37.74, lon: -122.2 },
  { city: "Salt Lake City", state: "UT", zip: "84116", country: "US", lat: 40.79, lon: -111.98 },
  { city: "Jacksonville", state: "FL", zip: "32218", country: "US", lat: 30.49, lon: -81.69 },
  { city: "Charlotte", state: "NC", zip: "28214", country: "US", lat: 35.27, lon: -80.95 },
  { city: "Kansas City", state: "MO", zip: "64153", country: "US", lat: 39.3, lon: -94.71 },
  { city: "Seattle", state: "WA", zip: "98168", country: "US", lat: 47.49, lon: -122.3 },
  { city: "Phoenix", state: "AZ", zip: "85043", country: "US", lat: 33.43, lon: -112.2 },
  { city: "Nashville", state: "TN", zip: "37217", country: "US", lat: 36.12, lon: -86.68 },
];

/** The sorting facility a parcel would pass near a point; tracking events are scanned there. */
export function nearestHub(p: Point | undefined): Place {
  const hubs = p ? [...HUBS].sort((a, b) => milesBetween(a, p) - milesBetween(b, p)) : HUBS;
  const { city, state, zip, country } = hubs[0];
  return { city, state, zip, country };
}
