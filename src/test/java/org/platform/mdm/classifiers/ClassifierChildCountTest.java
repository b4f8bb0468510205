package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A node's stored child count (V10_7) follows every write: nodes added, moved, removed with their
 * subtrees, a version copied, a document imported and imported again changed.
 */
class ClassifierChildCountTest extends ClassifierApiSupport {

  @Autowired JdbcClient jdbc;

  @Test
  void everyStoredChildCountIsTheNumberOfChildrenAfterEveryKindOfWrite() {
    Api admin = admin();
    String c = aClassifierName();
    publishClassifier(admin, classifier(c, null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a", c, null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "b", c, null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a1", "a", null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a2", "a", null));
    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a21", "a2", null));
    assertThat(ClassifierNodeApiTest.nodeAt(admin, c, "a").path("node").path("childCount").asLong())
        .isEqualTo(2);
    assertCountsRight(c);

    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.node(c, "a2", "b", null)); // moved
    assertThat(ClassifierNodeApiTest.nodeAt(admin, c, "b").path("node").path("childCount").asLong())
        .isEqualTo(1);
    assertCountsRight(c);

    ClassifierNodeApiTest.ok(admin, ClassifierNodeApiTest.removal(c, "b")); // with a2 and a21
    JsonNode root = ok(admin.get(CLASSIFIERS + "/" + c + "/versions/v1/nodes")).path("nodes");
    assertThat(root.get(0).path("childCount").asLong()).isEqualTo(1);
    assertCountsRight(c);

    ok(
        admin.post(
            CLASSIFIERS + "/versions/save", Map.of("classifierVersion", version(c, "v2", false))));
    assertCountsRight(c);

    ObjectNode document = (ObjectNode) ok(admin.get(CLASSIFIERS + "/" + c + "/export")).deepCopy();
    String copy = aClassifierName();
    ((ObjectNode) document.path("classifier")).put("name", copy);
    ok(admin.post(CLASSIFIERS + "/import", document));
    assertCountsRight(copy);

    ObjectNode changed = document.deepCopy();
    ((ObjectNode) changed.path("versions").get(0))
        .set(
            "nodes",
            Api.JSON.valueToTree(
                java.util.List.of(
                    ClassifierImportApiTest.node(copy, null, null),
                    ClassifierImportApiTest.node("holder", copy, null),
                    ClassifierImportApiTest.node("a1", "holder", null),
                    ClassifierImportApiTest.node("a", "holder", null),
                    ClassifierImportApiTest.node("y", "a", null))));
    ok(admin.post(CLASSIFIERS + "/import", changed));
    assertCountsRight(copy);
    JsonNode holder =
        ok(admin.get(CLASSIFIERS + "/" + copy + "/versions/v1/nodes/search?text=holder"))
            .path("hits")
            .get(0)
            .path("node");
    assertThat(holder.path("name").asString()).isEqualTo("holder");
    assertThat(holder.path("childCount").asLong()).isEqualTo(2);
  }

  private void assertCountsRight(String classifier) {
    long wrong =
        jdbc.sql(
                "select count(*) from classifier_nodes p where p.classifier = ? and p.child_count"
                    + " <> (select count(*) from classifier_nodes c where c.parent_id = p.node_id)")
            .param(classifier)
            .query(Long.class)
            .single();
    long nodes =
        jdbc.sql("select count(*) from classifier_nodes where classifier = ?")
            .param(classifier)
            .query(Long.class)
            .single();
    assertThat(nodes).isPositive();
    assertThat(wrong).as("nodes of %s with a wrong child count", classifier).isZero();
  }
}
