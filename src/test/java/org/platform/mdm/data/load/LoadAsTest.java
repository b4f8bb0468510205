package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A line of a file loaded as one source system. */
class LoadAsTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private final LoadAs crm = new LoadAs("crm");

  @Test
  void aLineWithoutASourceBecomesTheChosenSourcesVersionUnderItsOwnKey() {
    JsonNode line = crm.apply(JSON.readTree("{\"entityName\":\"E\",\"externalId\":\"C-1\"}"));
    assertThat(line.path("sourceSystem").asString()).isEqualTo("crm");
    assertThat(line.path("externalId").asString()).isEqualTo("C-1");
  }

  @Test
  void aLineNamingTheChosenSourceIsTaken() {
    JsonNode line = crm.apply(JSON.readTree("{\"sourceSystem\":\"crm\",\"externalId\":\"C-1\"}"));
    assertThat(line.path("sourceSystem").asString()).isEqualTo("crm");
  }

  @Test
  void aLineNamingAnotherSourceAndWithoutAKeyIsRefusedWithBothReasons() {
    PlatformException refused = null;
    try {
      crm.apply(JSON.readTree("{\"sourceSystem\":\"erp\",\"externalId\":\" \"}"));
    } catch (PlatformException e) {
      refused = e;
    }
    assertThat(refused).isNotNull();
    List<String> codes = refused.problems().stream().map(p -> p.code().code()).toList();
    assertThat(codes)
        .containsExactly("DATA_IMPORT_OTHER_SOURCE", "DATA_IMPORT_SOURCE_KEY_REQUIRED");
    assertThat(refused.problems().stream().map(Problem::source))
        .containsExactly("sourceSystem", "externalId");
  }

  @Test
  void aBodyThatIsNoObjectIsLeftToTheWritesOwnCheck() {
    JsonNode array = JSON.readTree("[1]");
    assertThat(crm.apply(array)).isSameAs(array);
  }
}
