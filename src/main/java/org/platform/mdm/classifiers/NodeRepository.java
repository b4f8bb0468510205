package org.platform.mdm.classifiers;

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
import org.platform.mdm.meta.AttributeDef;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * SQL of the nodes of classifier versions. A node's own attributes are stored as a JSON array of
 * the model's attribute form plus {@code inheritable}. A level is one look-up of the index {@code
 * classifier_nodes_level}; each node's child count is a column of its row, kept by triggers
 * (V10_7).
 */
@Repository
class NodeRepository {

  private static final String NODE =
      "select n.node_id, n.parent_id, n.name, n.code, n.display_name, n.description, n.depth,"
          + " n.attributes::text as attributes";

  /** A node's child count, stored with it (kept by the triggers of V10_7). */
  private static final String CHILD_COUNT = ", n.child_count";

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final ObjectReader storedAttributes;

  NodeRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
    this.storedAttributes = json.readerForListOf(StoredAttribute.class);
  }

  /**
   * An attribute as a node's row stores it: the fields of {@link AttributeDef} and {@code
   * inheritable}, read in one pass (a level of a thousand nodes reads a thousand of these lists; a
   * tree, then a copy, then a conversion took most of the time of such a read). A test keeps its
   * fields those of {@link AttributeDef} and {@code inheritable}.
   */
  record StoredAttribute(
      String name,
      String displayName,
      String description,
      String type,
      Boolean array,
      Boolean required,
      String enumeration,
      String lookupEntity,
      String nestedEntity,
      String defaultValue,
      Map<String, Integer> sourceWeights,
      Map<String, String> customProperties,
      boolean inheritable) {

    NodeAttribute toAttribute() {
      return new NodeAttribute(
          new AttributeDef(
              name,
              displayName,
              description,
              type,
              array,
              required,
              enumeration,
              lookupEntity,
              nestedEntity,
              defaultValue,
              sourceWeights,
              customProperties),
          inheritable);
    }
  }

  /** A node with how many children it has. */
  record Counted(ClassifierNode node, long childCount) {}

  void insert(String classifier, String version, ClassifierNode node) {
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
            attributes(node.attributes()))
        .update();
  }

  /** The most nodes {@link #insertAll} writes in one statement. */
  static final int INSERT_BATCH = 1_000;

  /**
   * Inserts the nodes, {@link #INSERT_BATCH} in one statement (a parent before its children, or in
   * the same statement): an import of 100,000 nodes is a hundred statements, not 100,000.
   */
  void insertAll(String classifier, String version, List<ClassifierNode> nodes) {
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
      attributes[i] = attributes(node.attributes());
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
  int copy(String classifier, String from, String to) {
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
  static String levelSql(boolean root) {
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

  Optional<ClassifierNode> find(String classifier, String version, UUID nodeId) {
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
  List<ClassifierNode> ancestors(UUID nodeId) {
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

  Optional<ClassifierNode> findByName(String classifier, String version, String name) {
    return jdbc.sql(
            NODE
                + " from classifier_nodes n where n.classifier = ? and n.version = ?"
                + " and n.name = ?")
        .params(classifier, version, name)
        .query((rs, i) -> node(rs))
        .optional();
  }

  /** The node's lock version, its row locked for the rest of the transaction. */
  Optional<Long> lock(UUID nodeId) {
    return jdbc.sql("select lock_version from classifier_nodes where node_id = ? for update")
        .param(nodeId)
        .query(Long.class)
        .optional();
  }

  /**
   * The ids of the node and of every node below it (a tree is at most ten levels deep); empty when
   * there is no such node.
   */
  List<UUID> subtreeIds(UUID nodeId) {
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
  List<ClassifierNode> descendants(UUID nodeId) {
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
  record Clash(boolean name, boolean code) {}

  Clash clash(String classifier, String version, UUID nodeId, String name, String code) {
    return jdbc.sql(
            "select coalesce(bool_or(name = ?), false), coalesce(bool_or(code = ?), false)"
                + " from classifier_nodes where classifier = ? and version = ? and node_id <> ?"
                + " and (name = ? or code = ?)")
        .params(name, code, classifier, version, nodeId, name, code)
        .query((rs, i) -> new Clash(rs.getBoolean(1), rs.getBoolean(2)))
        .single();
  }

  /** Changes a node (and moves it) at the lock version read; false when it changed meanwhile. */
  boolean update(ClassifierNode node, long version) {
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
                attributes(node.attributes()),
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
  static String searchSql(boolean count) {
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
  static String containing(String text) {
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
  List<ClassifierNode> tree(String classifier, String version) {
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
  void delete(UUID nodeId) {
    jdbc.sql("delete from classifier_nodes where node_id = ?").param(nodeId).update();
  }

  /**
   * Hangs the nodes directly under the root without their codes (the first step of an import's
   * rewrite of a tree: no code or place of theirs can clash with what follows).
   */
  void detach(UUID rootId, List<UUID> nodeIds) {
    if (!nodeIds.isEmpty()) {
      jdbc.sql(
              "update classifier_nodes set code = null, parent_id = ?, depth = 1,"
                  + " lock_version = lock_version + 1 where node_id = any(?)")
          .params(rootId, nodeIds.toArray(UUID[]::new))
          .update();
    }
  }

  /** Removes every node of the version but those kept (and their subtrees with them). */
  void deleteAllBut(String classifier, String version, List<UUID> kept) {
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
  void rewriteAll(List<ClassifierNode> nodes) {
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

  /** Moves the nodes' depth by {@code delta} (their ancestor moved). */
  void shiftDepth(List<UUID> nodeIds, int delta) {
    if (!nodeIds.isEmpty() && delta != 0) {
      jdbc.sql("update classifier_nodes set depth = depth + ? where node_id = any(?)")
          .params(delta, nodeIds.toArray(UUID[]::new))
          .update();
    }
  }

  /** The attributes as a node's row stores them (read back by {@link #readAttributes}). */
  String attributes(List<NodeAttribute> attributes) {
    ArrayNode array = json.createArrayNode();
    for (NodeAttribute a : attributes) {
      ObjectNode o = json.valueToTree(a.definition());
      o.put("inheritable", a.inheritable());
      array.add(o);
    }
    return json.writeValueAsString(array);
  }

  /** The attributes a node's row stores. */
  List<NodeAttribute> readAttributes(String stored) {
    return stored.equals("[]")
        ? List.of()
        : storedAttributes.<List<StoredAttribute>>readValue(stored).stream()
            .map(StoredAttribute::toAttribute)
            .toList();
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
    String stored = rs.getString("attributes");
    List<NodeAttribute> attributes =
        read == null ? readAttributes(stored) : read.computeIfAbsent(stored, this::readAttributes);
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
}
