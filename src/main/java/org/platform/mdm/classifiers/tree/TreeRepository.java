package org.platform.mdm.classifiers.tree;

import java.util.List;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierNode;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL writing whole trees of classifier versions: a version's copy, an import's nodes in batches
 * and the rewrite of a stored tree into an imported one.
 */
@Repository
public class TreeRepository {

  private final JdbcClient jdbc;
  private final StoredAttributes stored;

  TreeRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.stored = new StoredAttributes(json);
  }

  /** The most nodes {@link #insertAll} writes in one statement. */
  static final int INSERT_BATCH = 1_000;

  /**
   * Inserts the nodes, {@link #INSERT_BATCH} in one statement (a parent before its children, or in
   * the same statement): an import of 100,000 nodes is a hundred statements, not 100,000.
   */
  public void insertAll(String classifier, String version, List<ClassifierNode> nodes) {
    for (int from = 0; from < nodes.size(); from += INSERT_BATCH) {
      Object[] c = columns(nodes.subList(from, Math.min(nodes.size(), from + INSERT_BATCH)));
      jdbc.sql(
              "insert into classifier_nodes (node_id, classifier, version, name, code,"
                  + " display_name, description, parent_id, depth, attributes)"
                  + " select u.node_id, ?, ?, u.name, u.code, u.display_name, u.description,"
                  + " u.parent_id, u.depth, u.attributes::jsonb from "
                  + UNNEST
                  + " order by u.ord")
          .params(classifier, version, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])
          .update();
    }
  }

  /** The nodes' fields as arrays, in the order {@link #UNNEST} takes them. */
  private Object[] columns(List<ClassifierNode> batch) {
    int n = batch.size();
    UUID[] ids = new UUID[n];
    String[] names = new String[n];
    String[] codes = new String[n];
    String[] displayNames = new String[n];
    String[] descriptions = new String[n];
    UUID[] parents = new UUID[n];
    Integer[] depths = new Integer[n];
    String[] attributes = new String[n];
    for (int i = 0; i < n; i++) {
      ClassifierNode node = batch.get(i);
      ids[i] = node.nodeId();
      names[i] = node.name();
      codes[i] = node.code();
      displayNames[i] = node.displayName();
      descriptions[i] = node.description();
      parents[i] = node.parentId();
      depths[i] = node.depth();
      attributes[i] = stored.attributes(node.attributes());
    }
    return new Object[] {
      ids, names, codes, displayNames, descriptions, parents, depths, attributes
    };
  }

  /** A batch of nodes as rows {@code u}, from the eight arrays of {@link #columns}. */
  private static final String UNNEST =
      "unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::uuid[], ?::int[],"
          + " ?::text[]) with ordinality as u(node_id, name, code, display_name, description,"
          + " parent_id, depth, attributes, ord)";

  /**
   * Copies every node of one version into another in one statement: new ids, the same names, codes,
   * attributes and structure. Answers how many nodes were copied.
   */
  public int copy(String classifier, String from, String to) {
    return jdbc.sql(
            "with ids as (select node_id as old_id, gen_random_uuid() as new_id"
                + " from classifier_nodes where classifier = ? and version = ?)"
                + " insert into classifier_nodes (node_id, classifier, version, name, code,"
                + " display_name, description, parent_id, depth, attributes)"
                + " select i.new_id, n.classifier, ?, n.name, n.code, n.display_name,"
                + " n.description, p.new_id, n.depth, n.attributes from classifier_nodes n"
                + " join ids i on i.old_id = n.node_id left join ids p on p.old_id = n.parent_id")
        .params(classifier, from, to)
        .update();
  }

  /**
   * Hangs the nodes directly under the root without their codes (the first step of an import's
   * rewrite of a tree: no code or place of theirs can clash with what follows).
   */
  public void detach(UUID rootId, List<UUID> nodeIds) {
    if (!nodeIds.isEmpty()) {
      jdbc.sql(
              "update classifier_nodes set code = null, parent_id = ?, depth = 1,"
                  + " lock_version = lock_version + 1 where node_id = any(?)")
          .params(rootId, nodeIds.toArray(UUID[]::new))
          .update();
    }
  }

  /** Removes every node of the version but those kept (and their subtrees with them). */
  public void deleteAllBut(String classifier, String version, List<UUID> kept) {
    jdbc.sql(
            "delete from classifier_nodes where classifier = ? and version = ?"
                + " and node_id <> all(?)")
        .params(classifier, version, kept.toArray(UUID[]::new))
        .update();
  }

  /**
   * Writes every field and the place of these nodes, whatever their lock versions (under the lock),
   * {@link #INSERT_BATCH} in one statement: the triggers then update each parent once per
   * statement, not once per moved child.
   */
  public void rewriteAll(List<ClassifierNode> nodes) {
    for (int from = 0; from < nodes.size(); from += INSERT_BATCH) {
      Object[] c = columns(nodes.subList(from, Math.min(nodes.size(), from + INSERT_BATCH)));
      jdbc.sql(
              "update classifier_nodes n set name = u.name, code = u.code,"
                  + " display_name = u.display_name, description = u.description,"
                  + " parent_id = u.parent_id, depth = u.depth, attributes = u.attributes::jsonb,"
                  + " lock_version = n.lock_version + 1 from "
                  + UNNEST
                  + " where n.node_id = u.node_id")
          .params(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])
          .update();
    }
  }
}
