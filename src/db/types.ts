/** Shapes of the JSON columns, as the specs name their fields. */

export interface OpeningHour {
  /** 0 is Sunday. */
  weekday: number;
  status: "Open" | "Closed";
  /** "08:30" */
  open?: string | null;
  close?: string | null;
  formated_hours?: string | null;
}

/** A person on a location's team page (/teams/{location slug}), as the site file lists them. */
export interface TeamMember {
  name: string;
  role: string;
  /** Direct line or mobile, when the person takes calls. */
  phone: string | null;
  email: string | null;
  photo_url: string | null;
  /** A sentence or two in their own words. */
  bio: string | null;
}

export interface SpecialHour {
  /** ISO date, e.g. "2026-12-25". */
  date: string;
  status: "Open" | "Closed";
  start_hour?: string | null;
  end_hour?: string | null;
  name?: string | null;
}

export interface CarVariant {
  geartype?: string | null;
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  towingcapacitybraked?: number | null;
  torque?: number | null;
  bodyconfiguration?: string | null;
  ancaprating?: number | null;
}

/** Caravan specifications. */
export interface CaravanSpecifications {
  body_width?: number | null;
  body_length?: number | null;
  tare_weight?: number | null;
  axle_type?: string | null;
  sleeps?: number | null;
  aggregate_trailer_mass?: number | null;
}

export interface AutograbData {
  average_market_price?: number | null;
  state_average_market_price?: number | null;
}

export interface YouxQuote {
  weeklyRepaymentAmount?: number | null;
  advertisedRate?: number | null;
  comparisonRate?: number | null;
}

export interface FinanceLenderEntry {
  interestRate?: number | null;
  comparisonRate?: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  deposit?: number | null;
  termYears?: number | null;
  termMonths?: number | null;
  termWeeks?: number | null;
  balloon?: number | null;
  establishmentFees?: number | null;
  totalPayable?: number | null;
  financeProvider?: string | null;
  disclaimer?: string | null;
  [termField: `term${number}`]: number | null | undefined;
}

/** Keyed by provider name. */
export type FinanceLenders = Record<string, FinanceLenderEntry>;

export interface PaymentProcessor {
  name: string;
  /** Whether this processor lets the car be reserved online. */
  reservable: boolean;
  deposit_amount?: number | null;
}

export type LeadDestination =
  | { kind: "email"; to: string }
  | { kind: "webhook"; url: string; secret: string }
  | { kind: "adf"; to: string };
