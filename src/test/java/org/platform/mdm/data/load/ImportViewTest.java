package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How far a bulk load is, as its answer says it ({@code percent}). */
class ImportViewTest {

  @Test
  void aLoadIsAsFarAsTheBytesItsCommittedBatchesCover() {
    assertThat(ImportView.percentOf(ImportState.RUNNING, 0, 1_000L)).isZero();
    assertThat(ImportView.percentOf(ImportState.RUNNING, 333, 1_000L)).isEqualTo(33);
    assertThat(ImportView.percentOf(ImportState.FAILED, 999, 1_000L)).isEqualTo(99);
  }

  @Test
  void onlyADoneLoadIsWhole() {
    assertThat(ImportView.percentOf(ImportState.RUNNING, 1_000, 1_000L)).isEqualTo(99);
    assertThat(ImportView.percentOf(ImportState.DONE, 10, 1_000L)).isEqualTo(100);
    assertThat(ImportView.percentOf(ImportState.DONE, 0, null)).isEqualTo(100);
  }

  @Test
  void aLoadOfUnknownSizeHasNoPercentage() {
    assertThat(ImportView.percentOf(ImportState.RUNNING, 500, null)).isNull();
    assertThat(ImportView.percentOf(ImportState.QUEUED, 0, 0L)).isNull();
  }
}
