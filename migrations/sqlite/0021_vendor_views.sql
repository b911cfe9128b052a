-- Vendor profile views: one row per vendor, signed-in viewer and UTC day, so
-- reloading a profile does not inflate the count.
CREATE TABLE vendor_views (
  vendor_id INTEGER NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  viewer_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL, -- YYYY-MM-DD (UTC)
  created_at TIMESTAMP NOT NULL,
  PRIMARY KEY (vendor_id, viewer_id, day)
);
CREATE INDEX vendor_views_viewer ON vendor_views (viewer_id);
