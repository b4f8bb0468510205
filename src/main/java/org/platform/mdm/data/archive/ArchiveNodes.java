package org.platform.mdm.data.archive;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The archive store's nodes as the setting {@code nodes} names them: entries separated by commas,
 * each {@code <shard>:<node_name>:<user>@<password_ref>:<database>@<address>}. {@code <shard>} is a
 * shard number, a range {@code 0-3}, or {@code *} for every shard; {@code <password_ref>} names the
 * environment variable (or Java system property) that holds the password, so the password itself is
 * never in the setting; {@code <address>} is {@code host} or {@code host:port}. Entries naming the
 * same node share its connection pool and must name the same database.
 */
record ArchiveNodes(List<Entry> entries) {

  /** One entry: the shards {@code from..to} (inclusive; {@code to} -1: to the last) on a node. */
  record Entry(
      int from,
      int to,
      String node,
      String user,
      String passwordRef,
      String database,
      String address) {

    boolean holds(int shard, int shards) {
      return shard >= from && shard <= (to < 0 ? shards - 1 : to);
    }

    String jdbcUrl() {
      return "jdbc:postgresql://" + address + "/" + database;
    }
  }

  ArchiveNodes {
    entries = List.copyOf(entries);
  }

  boolean configured() {
    return !entries.isEmpty();
  }

  /**
   * Reads the setting's text; empty text: no archive store.
   *
   * @throws IllegalArgumentException saying which entry is not of the shape and why
   */
  static ArchiveNodes parse(String text) {
    List<Entry> entries = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return new ArchiveNodes(entries);
    }
    Map<String, Entry> nodes = new LinkedHashMap<>();
    for (String raw : text.split(",")) {
      Entry e = entry(raw.strip());
      Entry same = nodes.putIfAbsent(e.node(), e);
      if (same != null
          && !(same.database().equals(e.database())
              && same.address().equals(e.address())
              && same.user().equals(e.user())
              && same.passwordRef().equals(e.passwordRef()))) {
        throw new IllegalArgumentException(
            "node " + e.node() + " is named twice with another database, address or user");
      }
      entries.add(e);
    }
    return new ArchiveNodes(entries);
  }

  private static Entry entry(String text) {
    String shape =
        "'" + text + "' is not <shard>:<node_name>:<user>@<password_ref>:<database>@<address>";
    String[] parts = text.split(":", 3);
    if (parts.length < 3) {
      throw new IllegalArgumentException(shape);
    }
    int at = parts[2].indexOf('@');
    int colon = parts[2].indexOf(':', Math.max(at, 0));
    if (at <= 0 || colon < 0) {
      throw new IllegalArgumentException(shape);
    }
    String user = parts[2].substring(0, at);
    String passwordRef = parts[2].substring(at + 1, colon);
    String place = parts[2].substring(colon + 1);
    int at2 = place.indexOf('@');
    if (at2 <= 0 || at2 == place.length() - 1) {
      throw new IllegalArgumentException(shape);
    }
    String database = place.substring(0, at2);
    String address = place.substring(at2 + 1);
    String node = parts[1].strip();
    if (node.isEmpty() || passwordRef.isEmpty()) {
      throw new IllegalArgumentException(shape);
    }
    if (!address.matches("[A-Za-z0-9.\\-\\[\\]]+(:\\d{1,5})?")
        || !database.matches("[A-Za-z0-9_\\-]+")) {
      throw new IllegalArgumentException(
          "'" + text + "': the database must be a plain name and the address host or host:port");
    }
    String shard = parts[0].strip();
    int from;
    int to;
    try {
      if (shard.equals("*")) {
        from = 0;
        to = -1;
      } else if (shard.contains("-")) {
        from = Integer.parseInt(shard.substring(0, shard.indexOf('-')).strip());
        to = Integer.parseInt(shard.substring(shard.indexOf('-') + 1).strip());
      } else {
        from = Integer.parseInt(shard);
        to = from;
      }
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "'" + text + "': the shard must be a number, a range such as 0-3, or *");
    }
    if (from < 0 || (to >= 0 && to < from)) {
      throw new IllegalArgumentException("'" + text + "': no shard in " + shard);
    }
    return new Entry(from, to, node, user, passwordRef, database, address);
  }

  /**
   * The node of each shard, for a store of {@code shards} shards.
   *
   * @throws IllegalStateException when a shard has no node or more than one
   */
  List<Entry> byShard(int shards) {
    List<Entry> byShard = new ArrayList<>();
    BitSet seen = new BitSet();
    for (int shard = 0; shard < shards; shard++) {
      Entry found = null;
      for (Entry e : entries) {
        if (e.holds(shard, shards)) {
          if (found != null && !found.node().equals(e.node())) {
            throw new IllegalStateException(
                "shard "
                    + shard
                    + " of the archive is on two nodes: "
                    + found.node()
                    + ", "
                    + e.node());
          }
          found = e;
        }
      }
      if (found == null) {
        throw new IllegalStateException(
            "shard " + shard + " of the archive's " + shards + " has no node in the setting nodes");
      }
      seen.set(shard);
      byShard.add(found);
    }
    for (Entry e : entries) {
      if (e.from() >= shards) {
        throw new IllegalStateException(
            "the setting nodes names shard " + e.from() + " but the storage has " + shards);
      }
    }
    return byShard;
  }
}
