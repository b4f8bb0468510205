package org.platform.mdm.system.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EmbeddedDatabaseSettingsTest {

  @Test
  void settingsAreNameValuePairsSeparatedByCommas() {
    assertThat(EmbeddedDatabase.serverSettings(" shared_buffers = 1GB,work_mem=64MB "))
        .containsExactly(
            java.util.Map.entry("shared_buffers", "1GB"), java.util.Map.entry("work_mem", "64MB"));
    assertThat(EmbeddedDatabase.serverSettings("")).isEmpty();
    assertThat(EmbeddedDatabase.serverSettings(null)).isEmpty();
  }

  @Test
  void aPairWithoutANameOrEqualsSignStopsTheStartNamingIt() {
    assertThatThrownBy(() -> EmbeddedDatabase.serverSettings("shared_buffers=1GB,fsync"))
        .hasMessageContaining("'fsync' is not name=value");
    assertThatThrownBy(() -> EmbeddedDatabase.serverSettings("=on")).hasMessageContaining("'=on'");
  }

  @Test
  void aDurableServerCachesAnEighthOfTheMemoryWithinBounds() {
    long gb = 1024L * 1024 * 1024;
    assertThat(EmbeddedDatabase.sharedBuffers(8 * gb)).isEqualTo("1024MB");
    assertThat(EmbeddedDatabase.sharedBuffers(gb / 2)).isEqualTo("128MB");
    assertThat(EmbeddedDatabase.sharedBuffers(64 * gb)).isEqualTo("2048MB");
  }
}
