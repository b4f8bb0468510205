package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GraphStoreSettingsTest {

  @Test
  void theGraphStoresAddressHoldsHostAndPortOnly() {
    for (String good :
        new String[] {"graph.example.com:7687", "localhost:7687", "[::1]:7687", ""}) {
      assertThat(DataSettings.GRAPH_STORE_ADDRESS.type().parse(good)).isEqualTo(good);
    }
    for (String bad :
        new String[] {
          "bolt://graph:7687",
          "graph",
          "graph:",
          "graph:0",
          "graph:70000",
          "user@graph:7687",
          "graph:7687/neo4j"
        }) {
      assertThatThrownBy(() -> DataSettings.GRAPH_STORE_ADDRESS.type().parse(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void theDatabaseNameIsASettingOfItsOwn() {
    assertThat(DataSettings.GRAPH_STORE_DATABASE.type().parse("mdm-graph")).isEqualTo("mdm-graph");
    assertThatThrownBy(() -> DataSettings.GRAPH_STORE_DATABASE.type().parse("graph db; drop"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(DataSettings.GRAPH_STORE_DATABASE.name())
        .isEqualTo("org.platform.mdm.data.graph.store.database");
    assertThat(DataSettings.GRAPH_STORE_DATABASE.envVariable()).isEqualTo("GRAPH_STORE_DATABASE");
  }
}
