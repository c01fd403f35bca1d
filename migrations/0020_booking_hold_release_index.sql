-- Issue 19 (ADR 036): every booking first releases the gym's expired unpaid holds
-- (UPDATE bookings … WHERE gym_id = ? AND status = 'pending' AND hold_expires_at <= ?). Without an
-- index that fits, SQLite took bookings_gym_starts_idx and read every booking the gym ever had, a
-- number that only grows. This index reads just the gym's pending holds that have expired.
CREATE INDEX `bookings_gym_status_hold_idx` ON `bookings` (`gym_id`,`status`,`hold_expires_at`);
