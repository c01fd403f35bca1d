-- Issue 19: a nearest-first search reads the 0.01° squares around its origin, not a latitude band
-- across the whole city, so the rows it reads stay flat as the catalogue grows (ADR 011 successor:
-- docs/decisions/033). geo_cell is computed by SQLite from the pin (virtual: nothing writes it, and a
-- moved pin moves it); the index covers what the search filters on.
ALTER TABLE gyms ADD COLUMN geo_cell INTEGER GENERATED ALWAYS AS (
  CAST((latitude + 90) * 100 AS INTEGER) * 36001 + CAST((longitude + 180) * 100 AS INTEGER)
) VIRTUAL;

CREATE INDEX gyms_city_active_cell_idx ON gyms (
  city, is_active, geo_cell, latitude, longitude, day_pass_rate_cents, equipment_mask, amenity_mask
);
