-- Every trip charge recorded before pending intents were kept was a charge taken.
UPDATE `trip_payments` SET `succeeded_at` = `created_at` WHERE `succeeded_at` IS NULL;
