-- A visitor's own pages are rendered fresh on every request: the per-person change counts that
-- keyed their kept copies (0022) go: first the triggers that kept them, then (0026) their table.
DROP TRIGGER IF EXISTS `bookings_insert_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_update_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `bookings_delete_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reviews_insert_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reviews_update_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `reviews_delete_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `amenity_bookings_insert_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `amenity_bookings_update_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `amenity_bookings_delete_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `saved_gyms_insert_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `saved_gyms_update_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `saved_gyms_delete_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `ambassador_codes_insert_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `ambassador_codes_update_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `ambassador_codes_delete_bumps_personal`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `users_update_bumps_personal`;
