package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.record.Period;

class CopyRowsTest {

  @Test
  void specialCharactersAreEscapedAndNullIsBackslashN() {
    CopyRows rows = new CopyRows("t (a, b, c)");

    rows.value("tab\there, line\nbreak, back\\slash, cr\r").value(null).value("plain").endRow();

    assertThat(rows.text())
        .isEqualTo("tab\\there, line\\nbreak, back\\\\slash, cr\\r\t\\N\tplain\n");
    assertThat(rows.count()).isEqualTo(1);
  }

  @Test
  void timestampsKeepMillisecondsAndOffsetAndUnboundedPeriodsAreInfinite() {
    OffsetDateTime moment =
        OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 6_000_000, ZoneOffset.ofHours(3));
    CopyRows rows = new CopyRows("t (a, b, c, d)");

    rows.value(moment)
        .value(moment)
        .bound(Period.UNBOUNDED_FROM, true)
        .bound(Period.UNBOUNDED_TO, false)
        .endRow();
    rows.value(moment.plusDays(1)).bound(0, true).bound(0, false).value("").endRow();

    assertThat(rows.text())
        .isEqualTo(
            "2026-01-02 03:04:05.006+03:00\t2026-01-02 03:04:05.006+03:00\t-infinity\tinfinity\n"
                + "2026-01-03 03:04:05.006+03:00\t1970-01-01 00:00:00.000+00:00"
                + "\t1970-01-01 00:00:00.000+00:00\t\n");
  }
}
