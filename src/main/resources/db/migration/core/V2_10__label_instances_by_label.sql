-- A label's instances are found by its name when it changes or goes (and by the cascade of its
-- deletion): without this index each of those reads every instance of every label.
create index security_label_instances_label on security_label_instances (label_name);
