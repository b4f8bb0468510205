package org.platform.mdm.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.profile.ProfileDataTest.PROFILES;
import static org.platform.mdm.profile.ProfileDataTest.ok;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A profile keeps none of a confidential attribute's values, as a data-protection officer expects:
 * a register's phone and birth date, and a classifier node's serial number, are profiled by their
 * counts, lengths and shapes only (no top values, no smallest, largest or mean, no histogram of
 * values), in the answer and in what is stored; the other attributes keep their values.
 */
class ConfidentialProfileTest extends RecordApiTest {

  @Autowired JdbcClient jdbc;

  private static Map<String, Object> confidential(String name, String type, String function) {
    Map<String, Object> attribute = attribute(name, type);
    attribute.put("confidential", true);
    attribute.put("obfuscationFunction", Map.of("name", function, "parameters", Map.of()));
    return attribute;
  }

  @Test
  void aConfidentialAttributesProfileHasItsCountsAndShapesButNoneOfItsValues() throws Exception {
    Api admin = admin();
    Random random = new Random(4242);
    String source = aSource(admin, "crm", 50);
    String register =
        aRegister(
            admin,
            "BVT",
            attribute("city", "String"),
            confidential("phone", "String", "KeyedHash"),
            confidential("born", "Date", "DateShift"));
    String classifier = entityName("Kind");
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("name", classifier);
    model.put("displayName", classifier);
    model.put("codePattern", null);
    model.put("assignments", List.of(register));
    ok(admin.post(ProfileClassifiersTest.CLASSIFIERS + "/model/save", Map.of("classifier", model)));
    Map<String, Object> serial = confidential("serial", "String", "KeyedHash");
    serial.put("inheritable", false);
    node(admin, classifier, serial);

    Set<String> phones = new HashSet<>();
    Set<String> serials = new HashSet<>();
    List<String> secrets = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      String phone = "+7 912 " + (100 + random.nextInt(900)) + "-" + (10 + random.nextInt(3));
      String born = (1950 + random.nextInt(50)) + "-0" + (1 + random.nextInt(9)) + "-1" + i % 10;
      String number = "SN-" + (1000 + random.nextInt(9000));
      phones.add(phone);
      serials.add(number);
      secrets.addAll(List.of(phone, born, number));
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("nodeCode", "01");
      item.put("attributes", Map.of("serial", number));
      written(
          admin,
          aRecord(register, source, "K-" + i)
              .with("city", i % 2 == 0 ? "Omsk" : "Tver")
              .with("phone", phone)
              .with("born", born)
              .field("classifications", Map.of(classifier, List.of(item))));
    }

    JsonNode data = Jobs.run(admin, "profileDataJob", Map.of("entityNames", List.of(register)));
    assertThat(data.path("status").asString()).as(data.toString()).isEqualTo("COMPLETED");
    JsonNode classified =
        Jobs.run(admin, "profileClassifiersJob", Map.of("classifierNames", List.of(classifier)));
    assertThat(classified.path("status").asString())
        .as(classified.toString())
        .isEqualTo("COMPLETED");

    Map<String, JsonNode> attributes =
        byName(ok(admin.get(PROFILES + "/latest?entityName=" + register)));
    JsonNode phone = attributes.get("phone");
    assertThat(phone.path("confidential").asBoolean()).isTrue();
    assertThat(phone.path("filledCount").asLong()).isEqualTo(30);
    assertThat(phone.path("distinctCount").asLong()).isEqualTo(phones.size());
    assertThat(phone.path("lengthMax").asInt()).isEqualTo(13);
    assertThat(phone.path("topValues")).as("no value of it").isEmpty();
    assertThat(phone.path("patterns").get(0).path("pattern").asString())
        .as("its shapes are kept")
        .isEqualTo("+9 999 999-99");
    JsonNode born = attributes.get("born");
    assertThat(born.path("confidential").asBoolean()).isTrue();
    assertThat(born.path("filledCount").asLong()).isEqualTo(30);
    for (String field : List.of("min", "max", "mean", "histogramAxis")) {
      assertThat(born.path(field).isNull() || born.path(field).isMissingNode()).as(field).isTrue();
    }
    assertThat(born.path("histogram")).as("a histogram's bounds are values").isEmpty();
    JsonNode city = attributes.get("city");
    assertThat(city.path("confidential").asBoolean()).isFalse();
    assertThat(city.path("topValues").findValuesAsString("value"))
        .as("an attribute that is not confidential keeps its values")
        .containsExactlyInAnyOrder("Omsk", "Tver");

    JsonNode node =
        byName(
                ok(
                    admin.get(
                        PROFILES
                            + "/latest?entityName="
                            + register
                            + "&kind=CLASSIFIER&classifierName="
                            + classifier)))
            .get("serial");
    assertThat(node.path("confidential").asBoolean()).isTrue();
    assertThat(node.path("distinctCount").asLong()).isEqualTo(serials.size());
    assertThat(node.path("topValues")).isEmpty();

    String stored =
        String.join(
            "\n",
            jdbc.sql(
                    "select a.stats::text from profile_attributes a join profiles p on p.id ="
                        + " a.profile_id where p.entity_name = ?")
                .param(register)
                .query(String.class)
                .list());
    assertThat(stored).contains("Omsk");
    for (String secret : secrets) {
      assertThat(stored).as("the stored profiles hold " + secret).doesNotContain(secret);
    }
  }

  private static Map<String, JsonNode> byName(JsonNode answer) {
    Map<String, JsonNode> attributes = new HashMap<>();
    answer
        .path("profile")
        .path("attributes")
        .forEach(a -> attributes.put(a.path("name").asString(), a));
    return attributes;
  }

  private static void node(Api admin, String classifier, Map<String, Object> attribute) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("classifierName", classifier);
    n.put("versionName", "v1");
    n.put("name", "a");
    n.put("parentName", classifier);
    n.put("code", "01");
    n.put("displayName", "a");
    n.put("attributes", List.of(attribute));
    ok(admin.post(ProfileClassifiersTest.CLASSIFIERS + "/nodes/save", Map.of("classifierNode", n)));
  }
}
