package org.platform.mdm.data.archive;

import com.zaxxer.hikari.HikariDataSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The PostgreSQL nodes one set of the archive's settings names ({@code nodes}): a pool per node and
 * the node of each shard, opened at first use with the set's migrations and its shard count checked
 * against the hot store's (rule 5). The records' and the classifications' sets each have one; both
 * may name the same database, as their tables, migration histories and storage rows have other
 * names.
 */
final class ArchiveDatabase {

  /** The pools of the nodes and which one holds each shard. */
  record Opened(List<HikariDataSource> pools, List<HikariDataSource> byShard) {
    int shards() {
      return byShard.size();
    }
  }

  /** Where a set's tables come from: its migrations, their history and its storage row. */
  record Schema(String locations, String historyTable, String storageTable) {}

  private final ArchiveSettings settings;
  private final ArchiveSettings.Scope scope;
  private final Schema schema;
  private final JdbcClient hot;
  private final Environment environment;
  private volatile Opened opened;

  ArchiveDatabase(
      ArchiveSettings settings,
      ArchiveSettings.Scope scope,
      Schema schema,
      JdbcClient hot,
      Environment environment) {
    this.settings = settings;
    this.scope = scope;
    this.schema = schema;
    this.hot = hot;
    this.environment = environment;
  }

  /** Whether the setting {@code nodes} names an archive store. */
  boolean configured() {
    return settings.nodes(scope).configured();
  }

  /** Opens the store at first use: pools, migrations, the shard count checked (rule 5). */
  Opened open() {
    Opened o = opened;
    if (o != null) {
      return o;
    }
    synchronized (this) {
      if (opened == null) {
        opened = connect();
      }
      return opened;
    }
  }

  private Opened connect() {
    ArchiveNodes nodes = settings.nodes(scope);
    if (!nodes.configured()) {
      throw new IllegalStateException(
          "no archive store: the setting " + scope.prefix() + "nodes is empty");
    }
    int shards = hot.sql("select shards from data_storage").query(Integer.class).single();
    Map<String, HikariDataSource> pools = new LinkedHashMap<>();
    List<HikariDataSource> byShard = new ArrayList<>();
    try {
      for (ArchiveNodes.Entry e : nodes.byShard(shards)) {
        byShard.add(pools.computeIfAbsent(e.node(), n -> pool(e, shards)));
      }
    } catch (RuntimeException e) {
      pools.values().forEach(HikariDataSource::close);
      throw e;
    }
    return new Opened(List.copyOf(pools.values()), byShard);
  }

  private HikariDataSource pool(ArchiveNodes.Entry e, int shards) {
    String password = environment.getProperty(e.passwordRef());
    if (password == null) {
      throw new IllegalStateException(
          "archive node "
              + e.node()
              + ": its password reference "
              + e.passwordRef()
              + " names no environment variable or property");
    }
    HikariDataSource pool = new HikariDataSource();
    pool.setPoolName("archive-" + scope.name + "-" + e.node());
    pool.setJdbcUrl(e.jdbcUrl());
    pool.setUsername(e.user());
    pool.setPassword(password);
    pool.setMinimumIdle(settings.minPoolSize(scope));
    pool.setMaximumPoolSize(Math.max(settings.maxPoolSize(scope), settings.minPoolSize(scope)));
    try {
      Flyway.configure()
          .dataSource(pool)
          .locations(schema.locations())
          .table(schema.historyTable())
          .baselineOnMigrate(true)
          .baselineVersion("0")
          .placeholders(Map.of("shards", Integer.toString(shards)))
          .load()
          .migrate();
      int stored =
          JdbcClient.create(pool)
              .sql("select shards from " + schema.storageTable())
              .query(Integer.class)
              .single();
      if (stored != shards) {
        throw new IllegalStateException(
            "archive node "
                + e.node()
                + " was made with "
                + stored
                + " shards, the hot storage has "
                + shards);
      }
    } catch (RuntimeException ex) {
      pool.close();
      throw ex;
    }
    return pool;
  }

  /** Closes the pools, when opened. */
  void close() {
    Opened o = opened;
    if (o != null) {
      o.pools().forEach(HikariDataSource::close);
    }
  }
}
