package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RevisionCacheTest {

  private final AtomicLong latest = new AtomicLong(3);
  private final AtomicInteger asked = new AtomicInteger();
  private final AtomicInteger reads = new AtomicInteger();
  private final RevisionCache<String> cache =
      new RevisionCache<>(
          () -> {
            asked.incrementAndGet();
            return latest.get();
          },
          () -> "revision " + latest.get() + ", read " + reads.incrementAndGet(),
          Duration.ofHours(1));

  @Test
  void theValueIsReadOnceAndTheRevisionAskedAtMostOnceARecheck() {
    assertThat(cache.get()).isEqualTo("revision 3, read 1");
    latest.set(4); // another node publishes

    assertThat(cache.get()).isEqualTo("revision 3, read 1");
    assertThat(asked).hasValue(1);
  }

  @Test
  void aRecheckAsksAgainAndReadsOnlyWhenTheRevisionChanged() {
    cache.get();
    cache.recheck();
    assertThat(cache.get()).isEqualTo("revision 3, read 1");
    assertThat(asked).hasValue(2);

    latest.set(4);
    cache.recheck();
    assertThat(cache.get()).isEqualTo("revision 4, read 2");
  }
}
