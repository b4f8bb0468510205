package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.classifiers.tree.NodeRepository;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Reading a level of a large tree is one look-up of the level index (child counts are stored with
 * the nodes, V10_7), never a walk or a scan of the tree: the plan PostgreSQL chooses on 20,101
 * nodes.
 */
class ClassifierLevelPlanTest extends ClassifierApiSupport {

  @Autowired JdbcClient jdbc;

  @Test
  void aLevelOfATwentyThousandNodeTreeIsReadThroughTheLevelIndex() {
    String c = aClassifierName();
    publishClassifier(admin(), classifier(c, null));
    UUID root =
        jdbc.sql("select node_id from classifier_nodes where classifier = ? and parent_id is null")
            .param(c)
            .query(UUID.class)
            .single();
    // Fixture: 100 children of the root, 200 grandchildren under each.
    jdbc.sql(
            "insert into classifier_nodes (node_id, classifier, version, name, display_name,"
                + " parent_id, depth) select gen_random_uuid(), ?, 'v1', 'c' || i, 'C' || i, ?, 1"
                + " from generate_series(1, 100) i")
        .params(c, root)
        .update();
    jdbc.sql(
            "insert into classifier_nodes (node_id, classifier, version, name, display_name,"
                + " parent_id, depth) select gen_random_uuid(), p.classifier, p.version,"
                + " p.name || '-' || i, p.name || '-' || i, p.node_id, 2 from classifier_nodes p,"
                + " generate_series(1, 200) i where p.classifier = ? and p.depth = 1")
        .param(c)
        .update();
    jdbc.sql("analyze classifier_nodes").update();

    List<String> plan =
        jdbc.sql("explain " + NodeRepository.levelSql(false))
            .params(c, "v1", root)
            .query(String.class)
            .list();
    String text = String.join("\n", plan);
    assertThat(text).as(text).contains("classifier_nodes_level").doesNotContain("Seq Scan");

    List<?> level =
        ok(admin().get(CLASSIFIERS + "/" + c + "/versions/v1/nodes?parentId=" + root))
            .path("nodes")
            .valueStream()
            .toList();
    assertThat(level).hasSize(100);
  }
}
