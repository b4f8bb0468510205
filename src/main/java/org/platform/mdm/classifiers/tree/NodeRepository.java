package org.platform.mdm.classifiers.tree;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.NodeAttribute;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of the nodes of classifier versions, one node at a time, and their reads and searches (whole
 * trees are written by {@link TreeRepository}). A node's own attributes are stored as {@link
 * StoredAttributes} says. A level is one look-up of the index {@code classifier_nodes_level}; each
 * node's child count is a column of its row, kept by triggers (V10_7).
 */
@Repository
public class NodeRepository {

  private static final String NODE =
      "select n.node_id, n.parent_id, n.name, n.code, n.display_name, n.description, n.depth,"
          + " n.attributes::text as attributes";

  /** A node's child count, stored with it (kept by the triggers of V10_7). */
  private static final String CHILD_COUNT = ", n.child_count";

  private final JdbcClient jdbc;
  private final StoredAttributes stored;

  NodeRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.stored = new StoredAttributes(json);
  }

  /** A node with how many children it has. */
  record Counted(ClassifierNode node, long childCount) {}

  public void insert(String classifier, String version, ClassifierNode node) {
    jdbc.sql(
            "insert into classifier_nodes (node_id, classifier, version, name, code, display_name,"
                + " description, parent_id, depth, attributes)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)")
        .params(
            node.nodeId(),
            classifier,
            version,
            node.name(),
            node.code(),
            node.displayName(),
            node.description(),
            node.parentId(),
            node.depth(),
            stored.attributes(node.attributes()))
        .update();
  }

  /** The root's children, or a node's, by name, each with its child count. */
  List<Counted> level(String classifier, String version, UUID parentId) {
    Map<String, List<NodeAttribute>> read = new HashMap<>();
    List<Object> params = new ArrayList<>(List.of(classifier, version));
    if (parentId != null) {
      params.add(parentId);
    }
    return jdbc.sql(levelSql(parentId == null))
        .params(params)
        .query((rs, i) -> new Counted(node(rs, read), rs.getLong("child_count")))
        .list();
  }

  /**
   * The SQL of a level: the root's ({@code root}), else a parent's children (one more parameter).
   */
  public static String levelSql(boolean root) {
    return NODE
        + CHILD_COUNT
        + " from classifier_nodes n where n.classifier = ? and n.version = ? and n.parent_id "
        + (root ? "is null" : "= ?")
        + " order by n.name";
  }

  /** A node with its child count. */
  Optional<Counted> findCounted(String classifier, String version, UUID nodeId) {
    return jdbc.sql(
            NODE
                + CHILD_COUNT
                + " from classifier_nodes n where n.classifier = ? and n.version = ?"
                + " and n.node_id = ?")
        .params(classifier, version, nodeId)
        .query((rs, i) -> new Counted(node(rs), rs.getLong("child_count")))
        .optional();
  }

  /**
   * The names of each of these nodes' ancestors, from the root down, in one statement (the depth
   * bounds the walk); a root has none.
   */
  Map<UUID, List<String>> ancestorNames(Collection<UUID> nodeIds) {
    Map<UUID, List<String>> names = new HashMap<>();
    nodeIds.forEach(id -> names.put(id, new ArrayList<>()));
    if (nodeIds.isEmpty()) {
      return names;
    }
    jdbc.sql(
            "with recursive up as (select node_id as start, parent_id, 0 as hops"
                + " from classifier_nodes where node_id = any(?) union all select up.start,"
                + " c.parent_id, up.hops + 1 from up join classifier_nodes c"
                + " on c.node_id = up.parent_id where up.hops < 10)"
                + " select up.start, n.name from up join classifier_nodes n"
                + " on n.node_id = up.parent_id order by up.start, n.depth")
        .param(nodeIds.toArray(UUID[]::new))
        .query(
            rs -> {
              names.get(rs.getObject(1, UUID.class)).add(rs.getString(2));
            });
    return names;
  }

  public Optional<ClassifierNode> find(String classifier, String version, UUID nodeId) {
    return jdbc.sql(
            NODE
                + " from classifier_nodes n where n.classifier = ? and n.version = ?"
                + " and n.node_id = ?")
        .params(classifier, version, nodeId)
        .query((rs, i) -> node(rs))
        .optional();
  }

  /** A node wherever it is, with the classifier and version it belongs to. */
  Optional<ClassifierNodes.Placed> locate(UUID nodeId) {
    return jdbc.sql(NODE + ", n.classifier, n.version from classifier_nodes n where n.node_id = ?")
        .param(nodeId)
        .query(
            (rs, i) ->
                new ClassifierNodes.Placed(
                    rs.getString("classifier"), rs.getString("version"), node(rs)))
        .optional();
  }

  Optional<ClassifierNode> findByCode(String classifier, String version, String code) {
    return jdbc.sql(
            NODE
                + " from classifier_nodes n where n.classifier = ? and n.version = ?"
                + " and n.code = ?")
        .params(classifier, version, code)
        .query((rs, i) -> node(rs))
        .optional();
  }

  /** The node's ancestors, from the root down (at most nine: the depth is bounded). */
  public List<ClassifierNode> ancestors(UUID nodeId) {
    return jdbc.sql(
            "with recursive up as (select parent_id, 0 as hops from classifier_nodes"
                + " where node_id = ? union all select c.parent_id, up.hops + 1"
                + " from up join classifier_nodes c on c.node_id = up.parent_id"
                + " where up.hops < 10) "
                + NODE
                + " from up join classifier_nodes n on n.node_id = up.parent_id"
                + " order by n.depth")
        .param(nodeId)
        .query((rs, i) -> node(rs))
        .list();
  }

  public Optional<ClassifierNode> findByName(String classifier, String version, String name) {
    return jdbc.sql(
            NODE
                + " from classifier_nodes n where n.classifier = ? and n.version = ?"
                + " and n.name = ?")
        .params(classifier, version, name)
        .query((rs, i) -> node(rs))
        .optional();
  }

  /** The node's lock version, its row locked for the rest of the transaction. */
  public Optional<Long> lock(UUID nodeId) {
    return jdbc.sql("select lock_version from classifier_nodes where node_id = ? for update")
        .param(nodeId)
        .query(Long.class)
        .optional();
  }

  /**
   * The ids of the node and of every node below it (a tree is at most ten levels deep); empty when
   * there is no such node.
   */
  public List<UUID> subtreeIds(UUID nodeId) {
    return jdbc.sql(
            "with recursive down as (select node_id, 0 as hops from classifier_nodes"
                + " where node_id = ? union all select c.node_id, down.hops + 1 from down"
                + " join classifier_nodes c on c.parent_id = down.node_id where down.hops < 10)"
                + " select node_id from down")
        .param(nodeId)
        .query((rs, i) -> rs.getObject(1, UUID.class))
        .list();
  }

  /** Every node below the node, at any depth (a tree is at most ten levels deep). */
  public List<ClassifierNode> descendants(UUID nodeId) {
    return jdbc.sql(
            "with recursive down as (select node_id, 0 as hops from classifier_nodes"
                + " where parent_id = ? union all select c.node_id, down.hops + 1 from down"
                + " join classifier_nodes c on c.parent_id = down.node_id where down.hops < 10) "
                + NODE
                + " from down join classifier_nodes n on n.node_id = down.node_id"
                + " order by n.depth, n.name")
        .param(nodeId)
        .query((rs, i) -> node(rs))
        .list();
  }

  /** Whether another node of the version has the name; whether one has the code. */
  public record Clash(boolean name, boolean code) {}

  public Clash clash(String classifier, String version, UUID nodeId, String name, String code) {
    return jdbc.sql(
            "select coalesce(bool_or(name = ?), false), coalesce(bool_or(code = ?), false)"
                + " from classifier_nodes where classifier = ? and version = ? and node_id <> ?"
                + " and (name = ? or code = ?)")
        .params(name, code, classifier, version, nodeId, name, code)
        .query((rs, i) -> new Clash(rs.getBoolean(1), rs.getBoolean(2)))
        .single();
  }

  /** Changes a node (and moves it) at the lock version read; false when it changed meanwhile. */
  public boolean update(ClassifierNode node, long version) {
    return jdbc.sql(
                "update classifier_nodes set name = ?, code = ?, display_name = ?,"
                    + " description = ?, parent_id = ?, depth = ?, attributes = ?::jsonb,"
                    + " lock_version = lock_version + 1 where node_id = ? and lock_version = ?")
            .params(
                node.name(),
                node.code(),
                node.displayName(),
                node.description(),
                node.parentId(),
                node.depth(),
                stored.attributes(node.attributes()),
                node.nodeId(),
                version)
            .update()
        == 1;
  }

  /**
   * The SQL of a search of a version's nodes: a case-insensitive substring of name, code or display
   * name ({@code pattern}, a {@code like} pattern of the lower-cased text), through the trigram
   * index {@code classifier_nodes_search} of V10_2, whose expression this repeats. {@code count}:
   * how many match; else a page by name (limit, offset).
   */
  public static String searchSql(boolean count) {
    String where =
        " from classifier_nodes n where n.classifier = ? and n.version = ?"
            + " and lower(n.name || E'\\x1f' || coalesce(n.code, '') || E'\\x1f'"
            + " || n.display_name) like ? escape '\\'";
    return count
        ? "select count(*)" + where
        : NODE + CHILD_COUNT + where + " order by n.name limit ? offset ?";
  }

  /**
   * The lower-cased text as a {@code like} pattern matching it anywhere; the separator of the
   * indexed text (U+001F) is left out, so a match never spans two fields.
   */
  public static String containing(String text) {
    String escaped =
        text.replace("\u001f", "")
            .toLowerCase(Locale.ROOT)
            .replace("\\", "\\\\")
            .replace("%", "\\%")
            .replace("_", "\\_");
    return "%" + escaped + "%";
  }

  /** How many nodes of the version match the text (see {@link #searchSql}). */
  long countMatching(String classifier, String version, String text) {
    String p = containing(text);
    return jdbc.sql(searchSql(true)).params(classifier, version, p).query(Long.class).single();
  }

  /** A page of the nodes of the version that match the text, by name. */
  List<Counted> matching(String classifier, String version, String text, int limit, int offset) {
    String p = containing(text);
    return jdbc.sql(searchSql(false))
        .params(classifier, version, p, limit, offset)
        .query((rs, i) -> new Counted(node(rs), rs.getLong("child_count")))
        .list();
  }

  /** Every node of a version, parents before their children (by depth, then name). */
  public List<ClassifierNode> tree(String classifier, String version) {
    Map<String, List<NodeAttribute>> read = new HashMap<>();
    return jdbc.sql(
            NODE
                + " from classifier_nodes n where n.classifier = ? and n.version = ?"
                + " order by n.depth, n.name")
        .params(classifier, version)
        .query((rs, i) -> node(rs, read))
        .list();
  }

  /** Removes a node; the foreign key on parent_id removes everything below it. */
  public void delete(UUID nodeId) {
    jdbc.sql("delete from classifier_nodes where node_id = ?").param(nodeId).update();
  }

  /** Moves the nodes' depth by {@code delta} (their ancestor moved). */
  public void shiftDepth(List<UUID> nodeIds, int delta) {
    if (!nodeIds.isEmpty() && delta != 0) {
      jdbc.sql("update classifier_nodes set depth = depth + ? where node_id = any(?)")
          .params(delta, nodeIds.toArray(UUID[]::new))
          .update();
    }
  }

  private ClassifierNode node(ResultSet rs) throws SQLException {
    return node(rs, null);
  }

  /**
   * The node of the row; {@code read}, when given, holds the attribute lists already read by the
   * same statement: the nodes of a level often define the same attributes (a template of the
   * level), and each distinct stored list is then read once, not once per node.
   */
  private ClassifierNode node(ResultSet rs, Map<String, List<NodeAttribute>> read)
      throws SQLException {
    String text = rs.getString("attributes");
    List<NodeAttribute> attributes =
        read == null
            ? stored.readAttributes(text)
            : read.computeIfAbsent(text, stored::readAttributes);
    return new ClassifierNode(
        rs.getObject("node_id", UUID.class),
        rs.getObject("parent_id", UUID.class),
        rs.getString("name"),
        rs.getString("code"),
        rs.getString("display_name"),
        rs.getString("description"),
        rs.getInt("depth"),
        attributes);
  }

  /**
   * Each node with itself and every node above it: one probe of the nodes' key per node and level
   * (a tree is at most ten levels deep).
   */
  private static final String LINEAGES =
      "with recursive up as (select n as node, n as above, 0 as hops from unnest(?::uuid[]) as n"
          + " union all select up.node, c.parent_id, up.hops + 1 from up"
          + " join classifier_nodes c on c.node_id = up.above"
          + " where c.parent_id is not null and up.hops < 10)"
          + " select node, above from up";

  /** Each of these nodes with itself and every node above it. */
  Map<UUID, List<UUID>> lineages(Collection<UUID> nodeIds) {
    Map<UUID, List<UUID>> paths = new HashMap<>();
    jdbc.sql(LINEAGES)
        .param(nodeIds.toArray(UUID[]::new))
        .query(
            rs -> {
              paths
                  .computeIfAbsent(rs.getObject(1, UUID.class), k -> new ArrayList<>())
                  .add(rs.getObject(2, UUID.class));
            });
    return paths;
  }
}
