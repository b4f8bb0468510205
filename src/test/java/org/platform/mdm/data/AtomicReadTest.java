package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.Problem;

class AtomicReadTest {

  private static final EtalonId FOUND = EtalonId.random();
  private static final OffsetDateTime JAN = OffsetDateTime.parse("2024-01-01T00:00:00Z");
  private static final OffsetDateTime MAR = OffsetDateTime.parse("2024-03-01T00:00:00Z");
  private static final RecordRead READ =
      new RecordRead(RecordLocator.byEtalon("Customer", FOUND), JAN, null, true, false, false);

  @Test
  void aModuleRequestNamingAnotherRecordIsRefusedAtItsEtalonId() {
    Map<String, AtomicRead.ModuleRead> modules = new LinkedHashMap<>();
    modules.put("same", new AtomicRead.ModuleRead(READ, FOUND.toString()));
    modules.put("none", new AtomicRead.ModuleRead(READ, null));
    modules.put("other", new AtomicRead.ModuleRead(READ, EtalonId.random().toString()));
    AtomicRead reads = new AtomicRead("data", READ, modules);

    assertThat(reads.otherRecords(FOUND))
        .extracting(Problem::source, p -> p.code().name(), Problem::params)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "payload.other.etalonId",
                "DATA_PAYLOAD_OTHER_RECORD",
                java.util.List.of("other", "data")));
  }

  @Test
  void aModuleWithoutARequestReadsAtTheDataModulesRead() {
    RecordRead later = READ.withDates(null, MAR);
    AtomicRead reads =
        new AtomicRead("data", READ, Map.of("own", new AtomicRead.ModuleRead(later, null)));

    assertThat(reads.of("own")).isSameAs(later);
    assertThat(reads.of("absent")).isSameAs(READ);
  }

  @Test
  void aReadAtOtherDatesKeepsTheDatesNotGivenAndEverythingElse() {
    RecordRead historic = RecordRead.historic(READ.locator(), JAN, null);

    assertThat(historic.withDates(null, MAR))
        .isEqualTo(RecordRead.historic(READ.locator(), JAN, MAR));
    assertThat(READ.withDates(MAR, null))
        .isEqualTo(new RecordRead(READ.locator(), MAR, null, true, false, false));
    assertThat(READ.withDates(null, null)).isEqualTo(READ);
  }
}
