-- Delivery of notifications to Kafka. kafka_state is PENDING for a notification written while the
-- Kafka transport was on, SENT once the broker acknowledged it, null when it is not for Kafka.
-- Each record's notifications fall into one of 64 buckets (by etalon); a relay on any node claims
-- buckets with "for update skip locked" and sends their pending notifications in id order, so that
-- each record's notifications go out in order however many nodes share the database.
alter table notifications
  add column bucket int not null default 0,
  add column kafka_state text;
create index notifications_kafka_pending on notifications (bucket, id) where kafka_state = 'PENDING';

create table notification_buckets (
  bucket int primary key
);
insert into notification_buckets select generate_series(0, 63);
