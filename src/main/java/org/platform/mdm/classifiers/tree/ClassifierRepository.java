package org.platform.mdm.classifiers.tree;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.classifiers.VersionView;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of classifiers and their versions; writes that can race match on the version column. */
@Repository
public class ClassifierRepository {

  private static final String CLASSIFIER =
      "select name, display_name, description, code_pattern, multiple, assignments, version,"
          + " create_date, created_by, update_date, updated_by from classifiers";
  private static final String VERSION =
      "select classifier, name, display_name, description, valid_from, valid_to, is_default,"
          + " version, create_date, created_by, update_date, updated_by from classifier_versions";

  private final JdbcClient jdbc;

  ClassifierRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  List<ClassifierView> all() {
    return jdbc.sql(CLASSIFIER + " order by name").query(ClassifierRepository::classifier).list();
  }

  public Optional<ClassifierView> find(String name) {
    return jdbc.sql(CLASSIFIER + " where name = ?")
        .param(name)
        .query(ClassifierRepository::classifier)
        .optional();
  }

  /** Locks the classifier's row for the rest of the transaction; its lock version, if it exists. */
  public Optional<Long> lock(String name) {
    return jdbc.sql("select version from classifiers where name = ? for update")
        .param(name)
        .query(Long.class)
        .optional();
  }

  /** Inserts a new classifier; false when one of that name exists (a concurrent publication). */
  public boolean insert(ClassifierModel c, OffsetDateTime now, String user) {
    return jdbc.sql(
                "insert into classifiers (name, display_name, description, code_pattern,"
                    + " multiple, assignments, version, create_date, created_by, update_date,"
                    + " updated_by) values (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)"
                    + " on conflict (name) do nothing")
            .params(
                c.name(),
                c.displayName(),
                c.description(),
                c.codePattern(),
                c.multiple(),
                c.assignments().toArray(String[]::new),
                now,
                user,
                now,
                user)
            .update()
        == 1;
  }

  /** Updates a classifier at the version read; false when it changed meanwhile. */
  public boolean update(ClassifierModel c, long version, OffsetDateTime now, String user) {
    return jdbc.sql(
                "update classifiers set display_name = ?, description = ?, code_pattern = ?,"
                    + " multiple = ?, assignments = ?, version = version + 1, update_date = ?,"
                    + " updated_by = ? where name = ? and version = ?")
            .params(
                c.displayName(),
                c.description(),
                c.codePattern(),
                c.multiple(),
                c.assignments().toArray(String[]::new),
                now,
                user,
                c.name(),
                version)
            .update()
        == 1;
  }

  public List<VersionView> versions(String classifier) {
    return jdbc.sql(VERSION + " where classifier = ? order by create_date, name")
        .param(classifier)
        .query(ClassifierRepository::version)
        .list();
  }

  public Optional<VersionView> version(String classifier, String name) {
    return jdbc.sql(VERSION + " where classifier = ? and name = ?")
        .params(classifier, name)
        .query(ClassifierRepository::version)
        .optional();
  }

  /** Every classifier's number of versions and its default one, in one statement. */
  Map<String, Classifiers.VersionSummary> versionSummaries() {
    Map<String, Classifiers.VersionSummary> summaries = new HashMap<>();
    jdbc.sql(
            "select classifier, count(*) as versions,"
                + " max(name) filter (where is_default) as default_name,"
                + " max(display_name) filter (where is_default) as default_display_name"
                + " from classifier_versions group by classifier")
        .query(
            rs -> {
              summaries.put(
                  rs.getString("classifier"),
                  new Classifiers.VersionSummary(
                      rs.getInt("versions"),
                      rs.getString("default_name"),
                      rs.getString("default_display_name")));
            });
    return summaries;
  }

  /** The name of the classifier's default version. */
  public Optional<String> defaultVersion(String classifier) {
    return jdbc.sql("select name from classifier_versions where classifier = ? and is_default")
        .param(classifier)
        .query(String.class)
        .optional();
  }

  public void insertVersion(ClassifierVersionModel v, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into classifier_versions (classifier, name, display_name, description,"
                + " valid_from, valid_to, is_default, version, create_date, created_by,"
                + " update_date, updated_by) values (?, ?, ?, ?, ?, ?, false, 1, ?, ?, ?, ?)")
        .params(
            v.classifierName(),
            v.name(),
            v.displayName(),
            v.description(),
            v.validFrom(),
            v.validTo(),
            now,
            user,
            now,
            user)
        .update();
  }

  /** Updates a version's fields (not whether it is the default) at the version read. */
  public boolean updateVersion(
      ClassifierVersionModel v, long version, OffsetDateTime now, String user) {
    return jdbc.sql(
                "update classifier_versions set display_name = ?, description = ?,"
                    + " valid_from = ?, valid_to = ?, version = version + 1, update_date = ?,"
                    + " updated_by = ? where classifier = ? and name = ? and version = ?")
            .params(
                v.displayName(),
                v.description(),
                v.validFrom(),
                v.validTo(),
                now,
                user,
                v.classifierName(),
                v.name(),
                version)
            .update()
        == 1;
  }

  /** Makes the version the classifier's one default (the caller holds the classifier's lock). */
  public void makeDefault(String classifier, String version) {
    jdbc.sql(
            "update classifier_versions set is_default = false where classifier = ? and is_default"
                + " and name <> ?")
        .params(classifier, version)
        .update();
    jdbc.sql("update classifier_versions set is_default = true where classifier = ? and name = ?")
        .params(classifier, version)
        .update();
  }

  /** A node code with where it is: every coded node of the classifier. */
  public record NodeCode(String version, String node, String code) {}

  public List<NodeCode> codes(String classifier) {
    return jdbc.sql(
            "select version, name, code from classifier_nodes where classifier = ? and code is not"
                + " null order by version, name")
        .param(classifier)
        .query((rs, i) -> new NodeCode(rs.getString(1), rs.getString(2), rs.getString(3)))
        .list();
  }

  private static ClassifierView classifier(ResultSet rs, int row) throws SQLException {
    String[] assignments = (String[]) rs.getArray("assignments").getArray();
    return new ClassifierView(
        new ClassifierModel(
            rs.getString("name"),
            rs.getString("display_name"),
            rs.getString("description"),
            rs.getString("code_pattern"),
            rs.getBoolean("multiple"),
            Arrays.asList(assignments)),
        rs.getLong("version"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("created_by"),
        rs.getObject("update_date", OffsetDateTime.class),
        rs.getString("updated_by"));
  }

  private static VersionView version(ResultSet rs, int row) throws SQLException {
    return new VersionView(
        new ClassifierVersionModel(
            rs.getString("classifier"),
            rs.getString("name"),
            rs.getString("display_name"),
            rs.getString("description"),
            rs.getObject("valid_from", OffsetDateTime.class),
            rs.getObject("valid_to", OffsetDateTime.class),
            rs.getBoolean("is_default")),
        rs.getLong("version"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("created_by"),
        rs.getObject("update_date", OffsetDateTime.class),
        rs.getString("updated_by"));
  }
}
