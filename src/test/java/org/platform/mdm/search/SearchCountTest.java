package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * A search counts its matches exactly up to a bound (setting {@code
 * org.platform.mdm.search.count.limit}) and says beyond it that the count is a lower bound; the
 * exact count on request, and always for a bulk operation's selection.
 */
class SearchCountTest extends SearchTestSupport {

  private static final String LIMIT = SearchSettings.COUNT_LIMIT.name();

  @Test
  void countsExactlyUpToTheBoundAndSayBeyondItThatTheCountIsALowerBound() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    for (int i = 0; i < 6; i++) {
      written(admin, aRecord(r, erp, "R" + i).with("city", i < 2 ? "Berlin" : "Paris"));
    }
    try {
      setting(admin, LIMIT, "3");

      JsonNode bounded = searched(admin, body(r, "limit", 2));
      assertThat(bounded.path("hits").size()).isEqualTo(2);
      assertThat(bounded.path("totalCount").asLong()).isEqualTo(3);
      assertThat(bounded.path("totalCountExact").asBoolean()).isFalse();
      JsonNode countOnly = searched(admin, body(r, "limit", 0));
      assertThat(countOnly.path("totalCount").asLong()).isEqualTo(3);
      assertThat(countOnly.path("totalCountExact").asBoolean()).isFalse();

      JsonNode exact = searched(admin, body(r, "limit", 2, "exactCount", true));
      assertThat(exact.path("totalCount").asLong()).isEqualTo(6);
      assertThat(exact.path("totalCountExact").asBoolean()).isTrue();

      JsonNode deep = searched(admin, body(r, "limit", 1, "offset", 4));
      assertThat(deep.path("totalCount").asLong())
          .as("at least the matches up to the page's last")
          .isEqualTo(5);
      assertThat(deep.path("totalCountExact").asBoolean()).isFalse();

      JsonNode below = searched(admin, body(r, "filters", leaf("city", "EQ", "Berlin")));
      assertThat(below.path("totalCount").asLong()).isEqualTo(2);
      assertThat(below.path("totalCountExact").asBoolean()).isTrue();
      JsonNode wholePage = searched(admin, body(r, "limit", 10));
      assertThat(wholePage.path("totalCount").asLong()).isEqualTo(6);
      assertThat(wholePage.path("totalCountExact").asBoolean()).isTrue();

      setting(admin, LIMIT, "6");
      JsonNode atTheBound = searched(admin, body(r, "limit", 2));
      assertThat(atTheBound.path("totalCount").asLong()).isEqualTo(6);
      assertThat(atTheBound.path("totalCountExact").asBoolean()).isTrue();
    } finally {
      setting(admin, LIMIT, null);
    }
    JsonNode byDefault = searched(admin, body(r, "limit", 2));
    assertThat(byDefault.path("totalCount").asLong()).isEqualTo(6);
    assertThat(byDefault.path("totalCountExact").asBoolean()).isTrue();

    Api.Response wrong = admin.post(SEARCH, body(r, "exactCount", "yes"));
    assertThat(wrong.status()).isEqualTo(400);
    assertThat(wrong.errorCodes()).containsExactly("SEARCH_VALUE_WRONG_TYPE");
  }

  /** An export's selection is counted exactly against the export's maximum, whatever the bound. */
  @Test
  void aBulkOperationCountsItsSelectionExactly() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    for (int i = 0; i < 5; i++) {
      written(admin, aRecord(r, erp, "R" + i).with("city", "Berlin"));
    }
    String exportMax = "com.platform.mdm.bulk.export.records.max.count";
    try {
      setting(admin, LIMIT, "2");
      setting(admin, exportMax, "4");
      Api.Response refused =
          admin.post(
              "/api/v2/bulk-operations/execute",
              Map.of("operationType", "EXPORT", "selection", body(r)));
      assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
      assertThat(refused.errorCodes()).containsExactly("BULK_EXPORT_TOO_LARGE");
      assertThat(refused.json().path("details").path("error").get(0).path("message").asString())
          .startsWith("The search selects 5 records;");
    } finally {
      setting(admin, LIMIT, null);
      setting(admin, exportMax, null);
    }
  }
}
