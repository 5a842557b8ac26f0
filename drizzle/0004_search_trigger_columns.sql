-- Keep car_search in step only when a column it reads changes: a views counter, a reservation
-- flag or a finance quote written to cars must not rewrite the car's search row.
DROP TRIGGER IF EXISTS cars_search_sync ON cars;
--> statement-breakpoint
CREATE TRIGGER cars_search_sync_insert AFTER INSERT ON cars
  FOR EACH ROW EXECUTE FUNCTION forecourt_car_search_trigger();
--> statement-breakpoint
CREATE TRIGGER cars_search_sync_update AFTER UPDATE OF
  site_id, dealership_id, location_id, status, sold_date, show_on_dealer_website, delisted_at, photos_count,
  make, model, series, badge, name, car_type, item_type, certified, body, simple_body, fuel, simple_fuel,
  trans, simple_transmission, drive, colour, seats, tag, price, weekly_price, subscription_price, km, year,
  created_at, custom_rank, categories, filtered_features, stocknum, vin, regplate
  ON cars FOR EACH ROW EXECUTE FUNCTION forecourt_car_search_trigger();
