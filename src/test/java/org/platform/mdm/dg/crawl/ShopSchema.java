package org.platform.mdm.dg.crawl;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A schema of unique name (with a dot in it) that a test makes and the crawlers must find exactly:
 * tables with a composite primary key, single and two-column foreign keys, a view reading two
 * tables, a materialized view, comments on the schema, a table, a view and a column, names with
 * dots, quotes and spaces. Beside it a second schema whose table refers to the first.
 */
final class ShopSchema {

  /** A column as the catalog must tell it. */
  record Column(
      String dataType, boolean nullable, boolean primaryKey, int position, String defaultValue) {}

  /** One column pair of a foreign key. */
  record Key(String fromTable, String fromColumn, String toTable, String toColumn, String name) {}

  final String name = "dg.crawl_" + UUID.randomUUID().toString().substring(0, 8);
  final String other = name + "_other";
  final String comment = "The shop's tables";

  /** Tables (true) and views (false) by name. */
  final Map<String, Boolean> tables = new LinkedHashMap<>();

  /** Comments by table name, by [table, column]. */
  final Map<List<String>, String> comments = new LinkedHashMap<>();

  final Map<List<String>, Column> columns = new LinkedHashMap<>();

  /** The key pairs, each key's in its order. */
  final List<Key> keys;

  /** [view, table read] pairs. */
  final Set<List<String>> reads;

  ShopSchema() {
    String s = quoted(name);
    tables.put("customers", true);
    tables.put("orders", true);
    tables.put("shipments", true);
    tables.put("it\"s.table", true);
    tables.put("customer orders", false);
    tables.put("order.counts", false);
    comments.put(List.of("customers"), "Who buys");
    comments.put(List.of("customer orders"), "Orders with their customer's name");
    comments.put(List.of("customers", "e.mail"), "Where to write");
    column("customers", "id", "integer", false, true, 1, null);
    column(
        "customers",
        "name",
        "character varying(100)",
        false,
        false,
        2,
        "'nobody'::character varying");
    column("customers", "e.mail", "text", true, false, 3, null);
    column("orders", "id", "bigint", false, true, 1, null);
    column("orders", "region", "text", false, true, 2, null);
    column("orders", "customer_id", "integer", false, false, 3, null);
    column("orders", "total", "numeric(12,2)", true, false, 4, null);
    column(
        "shipments",
        "id",
        "integer",
        false,
        true,
        1,
        "nextval('" + s + ".shipments_id_seq'::regclass)");
    column("shipments", "order_id", "bigint", true, false, 2, null);
    column("shipments", "order_region", "text", true, false, 3, null);
    column("it\"s.table", "a.b", "integer", true, false, 1, null);
    column("it\"s.table", "q\"uote", "text", true, false, 2, null);
    column("customer orders", "name", "character varying(100)", true, false, 1, null);
    column("customer orders", "id", "bigint", true, false, 2, null);
    column("customer orders", "total", "numeric(12,2)", true, false, 3, null);
    column("order.counts", "region", "text", true, false, 1, null);
    column("order.counts", "orders", "bigint", true, false, 2, null);
    keys =
        List.of(
            new Key("orders", "customer_id", "customers", "id", "orders_customer_id_fkey"),
            new Key("shipments", "order_id", "orders", "id", "ship.order fk"),
            new Key("shipments", "order_region", "orders", "region", "ship.order fk"));
    reads =
        Set.of(
            List.of("customer orders", "customers"),
            List.of("customer orders", "orders"),
            List.of("order.counts", "orders"));
  }

  private void column(
      String table,
      String column,
      String type,
      boolean nullable,
      boolean key,
      int position,
      String defaultValue) {
    columns.put(List.of(table, column), new Column(type, nullable, key, position, defaultValue));
  }

  /** Makes both schemas; analyzes only {@code customers} (3 rows), so only it has a row count. */
  void create(JdbcClient admin) {
    String s = quoted(name);
    String o = quoted(other);
    for (String sql :
        List.of(
            "create schema " + s,
            "comment on schema " + s + " is " + literal(comment),
            "create table "
                + s
                + ".customers (id integer primary key,"
                + " name varchar(100) not null default 'nobody', \"e.mail\" text)",
            "comment on table " + s + ".customers is 'Who buys'",
            "comment on column " + s + ".customers.\"e.mail\" is 'Where to write'",
            "create table "
                + s
                + ".orders (id bigint, region text,"
                + " customer_id integer not null references "
                + s
                + ".customers (id),"
                + " total numeric(12, 2), primary key (id, region))",
            "create table "
                + s
                + ".shipments (id serial primary key, order_id bigint,"
                + " order_region text, constraint \"ship.order fk\" foreign key (order_id,"
                + " order_region) references "
                + s
                + ".orders (id, region))",
            "create table " + s + ".\"it\"\"s.table\" (\"a.b\" integer, \"q\"\"uote\" text)",
            "create view "
                + s
                + ".\"customer orders\" as select c.name, o.id, o.total"
                + " from "
                + s
                + ".customers c join "
                + s
                + ".orders o on o.customer_id = c.id",
            "comment on view " + s + ".\"customer orders\" is 'Orders with their customer''s name'",
            "create materialized view "
                + s
                + ".\"order.counts\" as"
                + " select region, count(*) as orders from "
                + s
                + ".orders group by region",
            "insert into " + s + ".customers (id, name) values (1, 'a'), (2, 'b'), (3, 'c')",
            "analyze " + s + ".customers",
            "create schema " + o,
            "create table "
                + o
                + ".returns (id integer primary key,"
                + " customer_id integer references "
                + s
                + ".customers (id))")) {
      admin.sql(sql).update();
    }
  }

  /** The path of a table or view of this schema. */
  List<String> path(String database, String table) {
    return List.of(database, name, table);
  }

  /** The path of a column of this schema. */
  List<String> path(String database, String table, String column) {
    return List.of(database, name, table, column);
  }

  static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }

  static String quoted(String identifier) {
    return "\"" + identifier.replace("\"", "\"\"") + "\"";
  }
}
