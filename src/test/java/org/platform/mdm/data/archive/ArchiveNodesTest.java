package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The setting {@code nodes}: its shape, shards to nodes, and the refusals that say why. */
class ArchiveNodesTest {

  @Test
  void anEntryReadsShardNodeUserPasswordReferenceDatabaseAndAddress() {
    ArchiveNodes nodes = ArchiveNodes.parse("0-3:arc1:mdm@ARCHIVE_PASSWORD:archive@db1.local:5433");
    ArchiveNodes.Entry e = nodes.entries().get(0);
    assertThat(e.node()).isEqualTo("arc1");
    assertThat(e.user()).isEqualTo("mdm");
    assertThat(e.passwordRef()).isEqualTo("ARCHIVE_PASSWORD");
    assertThat(e.jdbcUrl()).isEqualTo("jdbc:postgresql://db1.local:5433/archive");
    assertThat(nodes.byShard(4)).hasSize(4).allMatch(n -> n.node().equals("arc1"));
  }

  @Test
  void severalEntriesShareTheShardsAndANodeNamedTwiceIsOnePool() {
    ArchiveNodes nodes = ArchiveNodes.parse("0-3:a:u@P:db@h1, 4:b:u@P:db@h2:5432, 5-7:a:u@P:db@h1");
    List<ArchiveNodes.Entry> byShard = nodes.byShard(8);
    assertThat(byShard.stream().map(ArchiveNodes.Entry::node).toList())
        .containsExactly("a", "a", "a", "a", "b", "a", "a", "a");
  }

  @Test
  void emptyMeansNoArchiveStore() {
    assertThat(ArchiveNodes.parse("").configured()).isFalse();
    assertThat(ArchiveNodes.parse("  ").configured()).isFalse();
    assertThat(ArchiveNodes.parse("*:a:u@P:db@h").configured()).isTrue();
  }

  @Test
  void badEntriesAreRefusedSayingWhy() {
    assertThatThrownBy(() -> ArchiveNodes.parse("arc:u@P:db@h"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("<shard>:<node_name>");
    assertThatThrownBy(() -> ArchiveNodes.parse("x:a:u@P:db@h"))
        .hasMessageContaining("the shard must be");
    assertThatThrownBy(() -> ArchiveNodes.parse("0:a:u@P:db@h;drop"))
        .hasMessageContaining("host or host:port");
    assertThatThrownBy(() -> ArchiveNodes.parse("0:a:u@P:db@h,1:a:u@P:other@h"))
        .hasMessageContaining("named twice");
    assertThatThrownBy(() -> ArchiveNodes.parse("0-2:a:u@P:db@h").byShard(4))
        .hasMessageContaining("shard 3");
    assertThatThrownBy(() -> ArchiveNodes.parse("0-3:a:u@P:db@h,3:b:u@P:db@h2").byShard(4))
        .hasMessageContaining("two nodes");
  }
}
