package org.platform.mdm.core.access;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.LabelPaths;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Security labels and their attributes, tables {@code security_labels*}. */
@Repository
public class SecurityLabelRepository {

  private final JdbcClient jdbc;

  SecurityLabelRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The attributes every entity's labels name, sorted, by entity (one statement). */
  Map<String, List<String>> attributesOfAll() {
    Map<String, java.util.SortedSet<String>> names = new LinkedHashMap<>();
    jdbc.sql(
            "select l.entity_name, a.path from security_labels l join security_label_attributes a"
                + " on a.label_name = l.name")
        .query(
            rs -> {
              names
                  .computeIfAbsent(rs.getString(1), e -> new java.util.TreeSet<>())
                  .add(LabelPaths.attribute(rs.getString(2)));
            });
    Map<String, List<String>> out = new LinkedHashMap<>();
    names.forEach((entity, attributes) -> out.put(entity, List.copyOf(attributes)));
    return out;
  }

  public List<SecurityLabel> all() {
    return load("select * from security_labels order by name", List.of());
  }

  public Optional<SecurityLabel> find(String name) {
    return load("select * from security_labels where name = ?", List.of(name)).stream().findFirst();
  }

  /** Locks the label's row; its version, when it exists. */
  public Optional<Long> lock(String name) {
    return jdbc.sql("select version from security_labels where name = ? for update")
        .param(name)
        .query(Long.class)
        .optional();
  }

  public boolean existsIgnoringCase(String name) {
    return jdbc.sql("select count(*) from security_labels where lower(name) = lower(?)")
            .param(name)
            .query(Long.class)
            .single()
        > 0;
  }

  /** False when a label of the name (in any case) exists, made meanwhile by another request. */
  public boolean insert(SecurityLabel label) {
    int rows =
        jdbc.sql(
                "insert into security_labels (name, display_name, description, entity_name,"
                    + " create_date) values (?, ?, ?, ?, ?) on conflict do nothing")
            .params(
                label.name(),
                label.displayName(),
                label.description(),
                label.entityName(),
                label.createDate())
            .update();
    if (rows > 0) {
      insertAttributes(label);
    }
    return rows > 0;
  }

  public void update(SecurityLabel label) {
    jdbc.sql(
            "update security_labels set display_name = ?, description = ?, entity_name = ?,"
                + " update_date = ?, version = version + 1 where name = ?")
        .params(
            label.displayName(),
            label.description(),
            label.entityName(),
            label.updateDate(),
            label.name())
        .update();
    jdbc.sql("delete from security_label_attributes where label_name = ?")
        .param(label.name())
        .update();
    insertAttributes(label);
  }

  public void delete(String name) {
    jdbc.sql("delete from security_labels where name = ?").param(name).update();
  }

  /**
   * After a label's change: instances lose the values of paths the label no longer has, and when
   * its entity changed every instance goes (the values named another entity's attributes).
   */
  public void fitInstances(String label, List<String> paths, boolean entityChanged) {
    if (entityChanged) {
      jdbc.sql("delete from security_label_instances where label_name = ?").param(label).update();
      return;
    }
    jdbc.sql(
            "update security_label_instances set value_map = (select coalesce(jsonb_object_agg(k,"
                + " v), '{}'::jsonb) from jsonb_each(value_map) e(k, v) where k = any(?))"
                + " where label_name = ?")
        .params(paths.toArray(String[]::new), label)
        .update();
  }

  /** Every instance of every label (an import with {@code recreate}). */
  public void deleteAllInstances() {
    jdbc.sql("delete from security_label_instances").update();
  }

  private void insertAttributes(SecurityLabel label) {
    for (int i = 0; i < label.attributes().size(); i++) {
      SecurityLabel.Attribute a = label.attributes().get(i);
      jdbc.sql(
              "insert into security_label_attributes (label_name, position, path, description)"
                  + " values (?, ?, ?, ?)")
          .params(label.name(), i, a.path(), a.description() == null ? "" : a.description())
          .update();
    }
  }

  private List<SecurityLabel> load(String sql, List<Object> params) {
    List<SecurityLabel> labels =
        jdbc.sql(sql)
            .params(params)
            .query(
                (rs, n) ->
                    new SecurityLabel(
                        rs.getString("name"),
                        rs.getString("display_name"),
                        rs.getString("description"),
                        List.of(),
                        rs.getObject("create_date", OffsetDateTime.class),
                        rs.getObject("update_date", OffsetDateTime.class),
                        rs.getLong("version")))
            .list();
    if (labels.isEmpty()) {
      return labels;
    }
    Map<String, List<SecurityLabel.Attribute>> attributes = new LinkedHashMap<>();
    jdbc.sql(
            "select label_name, path, description from security_label_attributes"
                + " where label_name = any(?) order by label_name, position")
        .param(labels.stream().map(SecurityLabel::name).toArray(String[]::new))
        .query(
            rs -> {
              attributes
                  .computeIfAbsent(rs.getString("label_name"), k -> new ArrayList<>())
                  .add(
                      new SecurityLabel.Attribute(
                          rs.getString("path"), rs.getString("description")));
            });
    return labels.stream()
        .map(
            l ->
                new SecurityLabel(
                    l.name(),
                    l.displayName(),
                    l.description(),
                    attributes.getOrDefault(l.name(), List.of()),
                    l.createDate(),
                    l.updateDate(),
                    l.version()))
        .toList();
  }
}
