-- Custom SQL migration file, put your code below! --
-- hand-written:
-- Each day's figures gain the visitors who could start each form ('form-reach'). The days whose
-- raw events are still whole (from the day after the oldest event's, a day's margin for the
-- business zone) are rolled up again by the next maintenance run, and read live until then.
DELETE FROM "analytics_daily" WHERE "day" > (SELECT to_char((min("at") AT TIME ZONE 'UTC') + interval '1 day', 'YYYY-MM-DD') FROM "analytics_events");
