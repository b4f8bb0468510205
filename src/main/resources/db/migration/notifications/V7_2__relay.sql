-- Delivery of notifications to Kafka. A notification written while the Kafka transport is on also
-- gets a row in kafka_queue, removed once the broker acknowledged it: the notification's own row,
-- with its body, is never written again. Each record's notifications fall into one of 64 buckets
-- (by etalon); a relay on any node claims the buckets no other relay holds ("for update skip
-- locked" on notification_buckets) and sends their queued notifications in id order, so that each
-- record's notifications go out in order however many nodes share the database.
create table kafka_queue (
  id     bigint primary key,
  bucket int not null
);
create index kafka_queue_bucket on kafka_queue (bucket, id);

create table notification_buckets (
  bucket int primary key
);
insert into notification_buckets select generate_series(0, 63);
