package org.platform.mdm.dq;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The functions a user lists follow the published quality model: a composite shows once it is
 * published and is gone once a revision without it is, though the list is made once per revision.
 */
class CompositeListingTest extends QualityApiTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static List<String> composites(Api user) {
    Api.Response list = user.get(FunctionApiTest.FUNCTIONS);
    assertThat(list.status()).as(list.toString()).isEqualTo(200);
    return list.json()
        .path("functions")
        .valueStream()
        .filter(f -> f.path("kind").asString().equals("COMPOSITE"))
        .map(f -> f.path("name").asString())
        .toList();
  }

  @Test
  void aCompositeIsListedFromItsPublicationUntilARevisionDropsIt() {
    Api admin = admin();
    String name = "Trimmed" + UUID.randomUUID().toString().substring(0, 8);
    Map<String, Object> trimmed =
        Map.of(
            "name", name,
            "inputs", List.of(Map.of("name", "text", "type", "STRING")),
            "outputs", List.of(Map.of("name", "out", "type", "STRING", "from", "0.Результат")),
            "steps",
                List.of(
                    Map.of(
                        "functionName",
                        "Trim",
                        "inputs",
                        List.of(Map.of("portName", "value", "from", "text")))));
    assertThat(composites(admin)).doesNotContain(name);

    republish(admin, model -> withFunctions(model).add(JSON.valueToTree(trimmed)));
    assertThat(composites(admin)).contains(name);
    assertThat(composites(admin)).contains(name);

    republish(
        admin,
        model -> {
          ArrayNode functions = withFunctions(model);
          for (int i = functions.size() - 1; i >= 0; i--) {
            if (functions.get(i).path("name").asString().equals(name)) {
              functions.remove(i);
            }
          }
        });
    assertThat(composites(admin)).doesNotContain(name);
  }

  private static ArrayNode withFunctions(ObjectNode model) {
    JsonNode functions = model.get("functions");
    return functions instanceof ArrayNode a ? a : model.putArray("functions");
  }
}
