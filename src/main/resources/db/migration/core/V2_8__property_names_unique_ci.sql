-- A user-defined property's name is unique regardless of case, in the database too: two requests
-- creating one name at once are told 409, not a server error.
create unique index user_defined_properties_name_ci on user_defined_properties (lower(name));
