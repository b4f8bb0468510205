package org.platform.mdm.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.profile.ProfileDataTest.PROFILES;
import static org.platform.mdm.profile.ProfileDataTest.ok;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Profiling a classifier ({@code profileClassifiersJob}) over HTTP: records placed at random in its
 * nodes (or in none) are counted per node as the test placed them, and the values of the nodes'
 * attributes are profiled as the test computes them; an unknown classifier is refused in the
 * definition.
 */
class ProfileClassifiersTest extends RecordApiTest {

  static final String CLASSIFIERS = "/api/v1/classifiers";

  private final Random random = new Random(5151);

  @Test
  void aClassifiersProfileCountsTheRecordsPerNodeAndProfilesTheNodesAttributes() throws Exception {
    Api admin = admin();
    String register = aRegister(admin, "BVT", attribute("title", "String"));
    String source = aSource(admin, "crm", 50);
    String classifier = entityName("Clsf");
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("name", classifier);
    model.put("displayName", classifier);
    model.put("codePattern", null);
    model.put("assignments", List.of(register));
    ok(admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", model)));
    node(admin, classifier, "a", classifier, "01", attr("colour", "String", true));
    node(admin, classifier, "a1", "a", "01.01", attr("size", "Integer", false));
    node(admin, classifier, "b", classifier, "02");

    String[] codes = {null, "01", "01.01", "02"};
    String[] colours = {"red", "green", "Blue 2"};
    Map<String, Long> perNode = new HashMap<>();
    List<Object> colourValues = new ArrayList<>();
    List<Object> sizeValues = new ArrayList<>();
    long unclassified = 0;
    for (int i = 0; i < 40; i++) {
      String code = codes[random.nextInt(codes.length)];
      RecordWrite write = aRecord(register, source, "K-" + i).with("title", "t" + i);
      if (code == null) {
        unclassified++;
      } else {
        perNode.merge(code, 1L, Long::sum);
        Map<String, Object> attributes = new LinkedHashMap<>();
        String colour =
            code.startsWith("01") && random.nextInt(4) > 0 ? colours[random.nextInt(3)] : null;
        Long size = code.equals("01.01") && random.nextBoolean() ? (long) random.nextInt(50) : null;
        if (colour != null) {
          attributes.put("colour", colour);
        }
        if (size != null) {
          attributes.put("size", size);
        }
        colourValues.add(colour);
        sizeValues.add(size);
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("nodeCode", code);
        item.put("attributes", attributes);
        write.field("classifications", Map.of(classifier, List.of(item)));
      }
      written(admin, write);
    }

    JsonNode run =
        Jobs.run(
            admin,
            "profileClassifiersJob",
            Map.of("classifierNames", List.of(classifier), "blockSize", 9));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    JsonNode profile =
        ok(admin.get(
                PROFILES
                    + "/latest?entityName="
                    + register
                    + "&kind=CLASSIFIER&classifierName="
                    + classifier))
            .path("profile");
    assertThat(profile.path("profile").path("recordCount").asLong()).isEqualTo(40);
    assertThat(profile.path("unclassifiedCount").asLong()).isEqualTo(unclassified);
    Map<String, Long> counted = new HashMap<>();
    profile
        .path("nodes")
        .forEach(n -> counted.put(n.path("nodeCode").asString(), n.path("count").asLong()));
    assertThat(counted).isEqualTo(perNode);
    Map<String, String> names = new HashMap<>();
    profile
        .path("nodes")
        .forEach(n -> names.put(n.path("nodeCode").asString(), n.path("displayName").asString()));
    Map<String, String> known = Map.of("01", "a", "01.01", "a1", "02", "b");
    assertThat(names).as("each node with the name people know it by").hasSameSizeAs(perNode);
    names.forEach((code, name) -> assertThat(name).as(code).isEqualTo(known.get(code)));

    Map<String, JsonNode> attributes = new HashMap<>();
    profile.path("attributes").forEach(a -> attributes.put(a.path("name").asString(), a));
    new ProfileReference(colourValues, 10).check(attributes.get("colour"));
    if (sizeValues.stream().anyMatch(v -> v != null)) {
      new ProfileReference(sizeValues, 10).check(attributes.get("size"));
    }

    Api.Response unknown =
        Jobs.tryDefine(
            admin, "profileClassifiersJob", Map.of("classifierNames", List.of("NoSuchClassifier")));
    assertThat(unknown.status()).isEqualTo(400);
    assertThat(unknown.errorCodes()).containsExactly("JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");
  }

  private static Map<String, Object> attr(String name, String type, boolean inheritable) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("name", name);
    a.put("type", type);
    a.put("inheritable", inheritable);
    return a;
  }

  private static void node(
      Api admin, String classifier, String name, String parent, String code, Object... attributes) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("classifierName", classifier);
    n.put("versionName", "v1");
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", name);
    n.put("attributes", List.of(attributes));
    ok(admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", n)));
  }
}
