package org.platform.mdm.classifiers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.classifiers.tree.NodeRepository;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Searching the nodes of a large tree goes through the trigram index of V10_2, never a scan of the
 * version: the plans PostgreSQL chooses on 20,101 nodes, for the page and for the total.
 */
class ClassifierSearchPlanTest extends ClassifierApiSupport {

  @Autowired JdbcClient jdbc;

  @Test
  void aSearchOfATwentyThousandNodeTreeUsesTheTrigramIndex() {
    String c = aClassifierName();
    publishClassifier(admin(), classifier(c, null));
    UUID root =
        jdbc.sql("select node_id from classifier_nodes where classifier = ? and parent_id is null")
            .param(c)
            .query(UUID.class)
            .single();
    // Fixture: 100 children of the root, 200 grandchildren under each, each with a code.
    jdbc.sql(
            "insert into classifier_nodes (node_id, classifier, version, name, code,"
                + " display_name, parent_id, depth) select gen_random_uuid(), ?, 'v1', 'c' || i,"
                + " 'K' || i, 'Category ' || i, ?, 1 from generate_series(1, 100) i")
        .params(c, root)
        .update();
    jdbc.sql(
            "insert into classifier_nodes (node_id, classifier, version, name, code,"
                + " display_name, parent_id, depth) select gen_random_uuid(), p.classifier,"
                + " p.version, p.name || '-' || i, p.code || '.' || i, 'Item ' || p.name || '/' || i,"
                + " p.node_id, 2 from classifier_nodes p, generate_series(1, 200) i"
                + " where p.classifier = ? and p.depth = 1")
        .param(c)
        .update();
    jdbc.sql("analyze classifier_nodes").update();

    String p = NodeRepository.containing("c42-17");
    String page =
        String.join(
            "\n",
            jdbc.sql("explain " + NodeRepository.searchSql(false))
                .params(c, "v1", p, 20, 0)
                .query(String.class)
                .list());
    assertThat(page).as(page).contains("classifier_nodes_search").doesNotContain("Seq Scan");
    String count =
        String.join(
            "\n",
            jdbc.sql("explain " + NodeRepository.searchSql(true))
                .params(c, "v1", p)
                .query(String.class)
                .list());
    assertThat(count).as(count).contains("classifier_nodes_search").doesNotContain("Seq Scan");

    List<?> hits =
        ok(admin().get(CLASSIFIERS + "/" + c + "/versions/v1/nodes/search?text=C42-17"))
            .path("hits")
            .valueStream()
            .toList();
    assertThat(hits).hasSize(11);
  }
}
