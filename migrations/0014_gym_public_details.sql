-- The gym's public details for its page and JSON-LD (issue 20, ADR 027): the phone callers may
-- use (not contact_phone, which approval copies from the applicant's own details and is never
-- shown), the postcode and the region (state or regional council). NULL: not known, left out.
ALTER TABLE `gyms` ADD `public_phone` text;--> statement-breakpoint
ALTER TABLE `gyms` ADD `postal_code` text;--> statement-breakpoint
ALTER TABLE `gyms` ADD `region` text;
