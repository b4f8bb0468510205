package org.platform.mdm.dg.crawl;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The queries the PostgreSQL crawler reads a database's catalog with: one statement per kind of
 * object (schemas, relations, columns, foreign keys, view dependencies), each over every schema
 * crawled at once, never one per table. Columns stream through a cursor; the rest is small enough
 * to hold.
 */
final class PostgresCatalogRepository {

  /** Rows of columns fetched per round trip. */
  private static final int FETCH = 2000;

  /** Tables, partitioned tables, foreign tables, views and materialized views; no partitions. */
  private static final String RELATIONS_CRAWLED =
      " c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition"
          + " and n.nspname = any(?::text[])";

  private final Connection connection;

  PostgresCatalogRepository(Connection connection) {
    this.connection = connection;
  }

  record Database(String name, String version, String comment) {}

  record Schema(String name, String comment) {}

  /** A table or view: {@code kind} is pg_class.relkind; {@code rows} null when never counted. */
  record Relation(
      long oid,
      String schema,
      String name,
      char kind,
      String comment,
      Long rows,
      String definition) {

    boolean view() {
      return kind == 'v' || kind == 'm';
    }
  }

  record Column(
      long relation,
      String name,
      String dataType,
      boolean nullable,
      int position,
      String defaultValue,
      String comment,
      boolean primaryKey) {}

  /** One column pair of a foreign key. */
  record KeyPair(String constraint, long from, String fromColumn, long to, String toColumn) {}

  /** A view or materialized view reading a table or view. */
  record Reads(long view, long relation) {}

  /** Handles a row; false stops the reading. */
  interface Rows<T> {
    boolean next(T row) throws SQLException;
  }

  Database database() throws SQLException {
    String sql =
        "select d.datname, current_setting('server_version'),"
            + " shobj_description(d.oid, 'pg_database')"
            + " from pg_database d where d.datname = current_database()";
    try (PreparedStatement s = connection.prepareStatement(sql);
        ResultSet r = s.executeQuery()) {
      r.next();
      return new Database(r.getString(1), r.getString(2), r.getString(3));
    }
  }

  /**
   * The schemas crawled, by name: those named in {@code include} (when given), otherwise every one
   * but PostgreSQL's own ({@code pg_*}, {@code information_schema}); never those in {@code
   * exclude}.
   */
  List<Schema> schemas(List<String> include, List<String> exclude) throws SQLException {
    String sql =
        "select n.nspname, obj_description(n.oid, 'pg_namespace') from pg_namespace n"
            + " where (case when ?::text[] is null"
            + "   then n.nspname !~ '^pg_' and n.nspname <> 'information_schema'"
            + "   else n.nspname = any(?::text[]) end)"
            + " and not n.nspname = any(?::text[])"
            + " order by n.nspname";
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      Array included = include.isEmpty() ? null : names(include);
      s.setArray(1, included);
      s.setArray(2, included);
      s.setArray(3, names(exclude));
      List<Schema> schemas = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          schemas.add(new Schema(r.getString(1), r.getString(2)));
        }
      }
      return schemas;
    }
  }

  List<Relation> relations(List<String> schemas) throws SQLException {
    String sql =
        "select c.oid, n.nspname, c.relname, c.relkind, ds.description,"
            + " case when c.relkind in ('r', 'm') and c.reltuples >= 0"
            + "   then c.reltuples::bigint end,"
            + " case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end"
            + " from pg_class c join pg_namespace n on n.oid = c.relnamespace"
            + " left join pg_description ds on ds.objoid = c.oid"
            + "   and ds.classoid = 'pg_class'::regclass and ds.objsubid = 0"
            + " where"
            + RELATIONS_CRAWLED
            + " order by n.nspname, c.relname";
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      s.setArray(1, names(schemas));
      List<Relation> relations = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          long rows = r.getLong(6);
          relations.add(
              new Relation(
                  r.getLong(1),
                  r.getString(2),
                  r.getString(3),
                  r.getString(4).charAt(0),
                  r.getString(5),
                  r.wasNull() ? null : rows,
                  r.getString(7)));
        }
      }
      return relations;
    }
  }

  /** Every column of the relations crawled, a relation's in their order. */
  void columns(List<String> schemas, Rows<Column> rows) throws SQLException {
    String sql =
        "select a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod), not a.attnotnull,"
            + " a.attnum, pg_get_expr(ad.adbin, ad.adrelid), ds.description,"
            + " coalesce(a.attnum = any(pk.conkey), false)"
            + " from pg_attribute a"
            + " join pg_class c on c.oid = a.attrelid"
            + " join pg_namespace n on n.oid = c.relnamespace"
            + " left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum"
            + " left join pg_description ds on ds.objoid = a.attrelid"
            + "   and ds.classoid = 'pg_class'::regclass and ds.objsubid = a.attnum"
            + " left join pg_constraint pk on pk.conrelid = a.attrelid and pk.contype = 'p'"
            + " where a.attnum > 0 and not a.attisdropped and"
            + RELATIONS_CRAWLED
            + " order by a.attrelid, a.attnum";
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      s.setFetchSize(FETCH);
      s.setArray(1, names(schemas));
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          Column column =
              new Column(
                  r.getLong(1),
                  r.getString(2),
                  r.getString(3),
                  r.getBoolean(4),
                  r.getInt(5),
                  r.getString(6),
                  r.getString(7),
                  r.getBoolean(8));
          if (!rows.next(column)) {
            return;
          }
        }
      }
    }
  }

  /** The column pairs of the foreign keys of the relations crawled, a key's in its order. */
  List<KeyPair> foreignKeys(List<String> schemas) throws SQLException {
    String sql =
        "select k.conname, k.conrelid, fa.attname, k.confrelid, ta.attname"
            + " from pg_constraint k"
            + " join pg_class c on c.oid = k.conrelid"
            + " join pg_namespace n on n.oid = c.relnamespace"
            + " cross join lateral unnest(k.conkey, k.confkey) with ordinality"
            + "   as p(from_column, to_column, position)"
            + " join pg_attribute fa on fa.attrelid = k.conrelid and fa.attnum = p.from_column"
            + " join pg_attribute ta on ta.attrelid = k.confrelid and ta.attnum = p.to_column"
            + " where k.contype = 'f' and"
            + RELATIONS_CRAWLED
            + " order by k.conrelid, k.conname, p.position";
    List<KeyPair> pairs = new ArrayList<>();
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      s.setArray(1, names(schemas));
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          pairs.add(
              new KeyPair(
                  r.getString(1), r.getLong(2), r.getString(3), r.getLong(4), r.getString(5)));
        }
      }
    }
    return pairs;
  }

  /**
   * What the views and materialized views crawled read: the relations their rewrite rules depend on
   * (PostgreSQL records those dependencies, so this is what the view's query names).
   */
  List<Reads> viewReads(List<String> schemas) throws SQLException {
    String sql =
        "select distinct c.oid, d.refobjid"
            + " from pg_rewrite w"
            + " join pg_class c on c.oid = w.ev_class"
            + " join pg_namespace n on n.oid = c.relnamespace"
            + " join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = w.oid"
            + "   and d.refclassid = 'pg_class'::regclass and d.refobjid <> c.oid"
            + " where c.relkind in ('v', 'm') and"
            + RELATIONS_CRAWLED
            + " order by 1, 2";
    List<Reads> reads = new ArrayList<>();
    try (PreparedStatement s = connection.prepareStatement(sql)) {
      s.setArray(1, names(schemas));
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          reads.add(new Reads(r.getLong(1), r.getLong(2)));
        }
      }
    }
    return reads;
  }

  private Array names(List<String> names) throws SQLException {
    return connection.createArrayOf("text", names.toArray());
  }
}
