/**
 * The type of one car's facts (src/cars/car-facts.ts reads a stored row into it): the domain's
 * casing, extending the rules' own inputs so the compiler keeps them in step. Types only: any layer
 * may name it (a rule's input is `Pick<CarFacts, …>`).
 */
import type { AutograbData, FinanceLenders, PaymentProcessor, YouxQuote } from "../db/types";
import type { PricedCar } from "./price";
import type { DetailCar } from "./vehicle-details";

/** One car's facts. */
export interface CarFacts extends DetailCar, Required<PricedCar> {
  id: number;
  slug: string;
  name: string;
  dealership_id: number;
  location_id: number | null;
  condition: "New" | "Demo" | "Used";
  status: string;
  /** Listed as available (in stock, coming soon…), not sold. */
  available: boolean;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  nvic: string | null;
  preorder: boolean;
  file: string | null;
  payment_processors: PaymentProcessor[];
  finance_lenders: FinanceLenders | null;
  autograb_data: AutograbData | null;
  youx_quote: YouxQuote | null;
  created_at: Date;
  sold_date: Date | null;
  photos_count: number;
  primary_image_url: string | null;
  /** The car's photos, main first: its gallery, else its one primary image, else none. */
  photos: string[];
  /** Standard equipment, blank entries dropped. */
  equipment: string[];
  /** The dealer's comments as the feed sent them (HTML; src/domain/dealer-html.ts reads them). */
  dealercomments: string | null;
  views: number;
  updated_at: Date;
}

