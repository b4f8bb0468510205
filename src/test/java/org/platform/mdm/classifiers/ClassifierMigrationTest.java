package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.system.db.MigrationPlaceholders;
import org.platform.mdm.testsupport.IntegrationTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A database whose data model has classifiers keeps them (V10_3): they move into the classifier
 * tables as their first version, and the model documents lose the section. Runs the migrations in a
 * schema of its own on the test database, up to 10.1, writes the old model shape there, then runs
 * the rest, and reads the tables (the REST API reads the test's own schema, not this one).
 */
@IntegrationTest
class ClassifierMigrationTest {

  private static final String OLD_MODEL =
      """
      {"entities": [], "sourceSystems": [{"name": "platform", "weight": 100}],
       "classifiers": [
         {"name": "Okved", "displayName": "OKVED", "description": "Activities",
          "nodes": [
            {"code": "A", "displayName": "Agriculture", "parentCode": null, "attributes": []},
            {"code": "01", "displayName": "Crops", "parentCode": "A",
             "attributes": [{"name": "level", "type": "Integer", "required": true,
                             "sourceWeights": {}, "customProperties": {}}]},
            {"code": "01.1", "displayName": null, "parentCode": "01", "attributes": []},
            {"code": "Okved", "displayName": "Named like the classifier", "parentCode": null}
          ]},
         {"name": "Empty", "nodes": []}
       ]}
      """;

  @Autowired DataSource dataSource;
  @Autowired JsonMapper json;

  @Test
  void theClassifiersOfTheCurrentModelMoveIntoTheirFirstVersion() {
    String schema = schema();
    flyway(schema, "10.1").migrate();
    JdbcClient jdbc = JdbcClient.create(dataSource);
    jdbc.sql(
            "insert into "
                + schema
                + ".model_revisions (revision, content, published_by, publish_date) values"
                + " (1, '{\"classifiers\": [{\"name\": \"Old\", \"nodes\": []}]}', 'anna', now()),"
                + " (2, cast(? as jsonb), 'boris', now())")
        .param(OLD_MODEL)
        .update();
    jdbc.sql(
            "insert into "
                + schema
                + ".drafts (id, provider, owner, state, created_by, create_date) values"
                + " (7, 'data-model', 'anna', 'RUNNING', 'anna', now())")
        .update();
    jdbc.sql(
            "insert into "
                + schema
                + ".editions (draft_id, revision, content, created_by, create_date) values"
                + " (7, 1, cast(? as jsonb), 'anna', now())")
        .param(OLD_MODEL)
        .update();

    flyway(schema, "latest").migrate();

    assertThat(
            jdbc.sql(
                    "select name, display_name, description, created_by from "
                        + schema
                        + ".classifiers order by name")
                .query()
                .listOfRows())
        .extracting(
            c -> c.get("name"),
            c -> c.get("display_name"),
            c -> c.get("description"),
            c -> c.get("created_by"))
        .containsExactly(
            tuple("Empty", "Empty", null, "boris"), tuple("Okved", "OKVED", "Activities", "boris"));
    assertThat(
            jdbc.sql(
                    "select classifier, name, display_name, is_default from "
                        + schema
                        + ".classifier_versions order by classifier")
                .query()
                .listOfRows())
        .containsExactly(
            Map.of("classifier", "Empty", "name", "v1", "display_name", "1", "is_default", true),
            Map.of("classifier", "Okved", "name", "v1", "display_name", "1", "is_default", true));
    assertThat(
            jdbc.sql(
                    "select category from "
                        + schema
                        + ".security_resources where name in ('Okved', 'Empty')")
                .query(String.class)
                .list())
        .containsExactly("CLASSIFIER", "CLASSIFIER");

    List<Map<String, Object>> nodes =
        jdbc.sql(
                "select n.name, n.code, n.display_name, n.depth, p.name as parent,"
                    + " n.attributes::text as attributes from "
                    + schema
                    + ".classifier_nodes n left join "
                    + schema
                    + ".classifier_nodes p on p.node_id = n.parent_id"
                    + " where n.classifier = 'Okved' order by n.depth, n.name")
            .query()
            .listOfRows();
    assertThat(nodes)
        .extracting(
            n -> n.get("name"), n -> n.get("code"), n -> n.get("depth"), n -> n.get("parent"))
        .containsExactly(
            tuple("Okved", null, 0, null),
            tuple("A", "A", 1, "Okved"),
            tuple("Okved_2", "Okved", 1, "Okved"),
            tuple("n01", "01", 2, "A"),
            tuple("n01_1", "01.1", 3, "n01"));
    assertThat(nodes.get(0).get("display_name")).isEqualTo("OKVED");
    assertThat(nodes.get(4).get("display_name")).isEqualTo("01.1");
    JsonNode attributes = json.readTree((String) nodes.get(3).get("attributes"));
    assertThat(attributes.size()).isEqualTo(1);
    NodeAttribute level =
        json.treeToValue(attributes.get(0), NodeAttributeForm.class).toAttribute();
    assertThat(level.name()).isEqualTo("level");
    assertThat(level.definition().type()).isEqualTo("Integer");
    assertThat(level.definition().required()).isTrue();
    assertThat(level.inheritable()).isFalse();
    assertThat(level.problems("attributes[0]", AttributeCheck.NONE)).isEmpty();
    assertThat(
            jdbc.sql(
                    "select count(*) from "
                        + schema
                        + ".classifier_nodes where classifier = 'Empty' and parent_id is null")
                .query(Integer.class)
                .single())
        .isOne();

    assertThat(
            jdbc.sql(
                    "select count(*) from "
                        + schema
                        + ".model_revisions where jsonb_exists(content, 'classifiers')")
                .query(Integer.class)
                .single())
        .isZero();
    assertThat(
            jdbc.sql(
                    "select count(*) from "
                        + schema
                        + ".editions where jsonb_exists(content, 'classifiers')")
                .query(Integer.class)
                .single())
        .isZero();
    assertThat(
            jdbc.sql(
                    "select content -> 'sourceSystems' ->> 0 is not null from "
                        + schema
                        + ".model_revisions where revision = 2")
                .query(Boolean.class)
                .single())
        .isTrue();
    jdbc.sql("drop schema " + schema + " cascade").update();
  }

  @Test
  void aFreshDatabaseAndAModelWithoutClassifiersMoveNothing() {
    JdbcClient jdbc = JdbcClient.create(dataSource);
    String fresh = schema();
    flyway(fresh, "latest").migrate();
    assertThat(count(jdbc, fresh, "classifiers")).isZero();
    jdbc.sql("drop schema " + fresh + " cascade").update();

    String plain = schema();
    flyway(plain, "10.1").migrate();
    jdbc.sql(
            "insert into "
                + plain
                + ".model_revisions (revision, content, published_by, publish_date) values"
                + " (1, '{\"entities\": []}', 'anna', now())")
        .update();
    flyway(plain, "latest").migrate();
    assertThat(count(jdbc, plain, "classifiers")).isZero();
    assertThat(count(jdbc, plain, "classifier_nodes")).isZero();
    jdbc.sql("drop schema " + plain + " cascade").update();
  }

  private static int count(JdbcClient jdbc, String schema, String table) {
    return jdbc.sql("select count(*) from " + schema + "." + table).query(Integer.class).single();
  }

  private static String schema() {
    return "upgrade_" + UUID.randomUUID().toString().replace("-", "");
  }

  private Flyway flyway(String schema, String target) {
    return MigrationPlaceholders.apply(
            Flyway.configure()
                .dataSource(dataSource)
                .schemas(schema)
                .locations("classpath:db/migration")
                .outOfOrder(true)
                .placeholders(Map.of("shards", "2"))
                .target(target),
            "public")
        .load();
  }
}
