package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class JsonDatesTest {

  private static final ZoneId MOSCOW = ZoneId.of("Europe/Moscow");

  @Test
  void datesAreWrittenInTheServerZoneWithMillisecondsAndOffset() {
    OffsetDateTime utc = OffsetDateTime.of(2026, 11, 22, 7, 15, 30, 123_456_789, ZoneOffset.UTC);

    assertThat(JsonDates.format(utc, MOSCOW)).isEqualTo("2026-11-22T10:15:30.123+03:00");
    assertThat(JsonDates.format(utc, ZoneOffset.UTC)).isEqualTo("2026-11-22T07:15:30.123+00:00");
  }

  @Test
  void localDateTimesAreReadInTheServerZone() {
    assertThat(JsonDates.parse("2026-11-22T10:15:30", MOSCOW))
        .isEqualTo(OffsetDateTime.parse("2026-11-22T10:15:30+03:00"));
    assertThat(JsonDates.parse("2026-11-22T10:15:30.5Z", MOSCOW))
        .isEqualTo(OffsetDateTime.parse("2026-11-22T10:15:30.500Z"));
  }
}
