package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Search requests and a register of persons with an attribute of every searchable type. */
public abstract class SearchTestSupport extends RecordApiTest {

  public static final String SEARCH = "/api/v2/search/records";

  /** A published register of persons: its name and the names of its enumeration and countries. */
  public record Persons(String register, String source, String countries) {}

  public Persons persons(Api admin) {
    String erp = aSource(admin, "erp", 40);
    String genders =
        anEnumeration(
            admin,
            "Genders",
            List.of(
                Map.of("name", "F", "displayName", "Female"),
                Map.of("name", "M", "displayName", "Male")));
    String countries = entityName("Countries");
    publishLookup(admin, countries, false);
    String address = entityName("Address");
    Api.Response nested =
        admin.post(
            MODEL + "/save",
            Map.of(
                "model",
                withAdded(
                    publishedModel(admin),
                    "nestedEntities",
                    Map.of(
                        "name",
                        address,
                        "attributes",
                        List.of(attribute("street", "String"), attribute("zip", "String"))))));
    assertThat(nested.status()).as(nested.toString()).isEqualTo(200);
    Map<String, Object> gender = attribute("gender", "Enum");
    gender.put("enumeration", genders);
    Map<String, Object> country = attribute("country", "LookupLink");
    country.put("lookupEntity", countries);
    Map<String, Object> home = attribute("home", "Complex");
    home.put("nestedEntity", address);
    home.put("array", true);
    Map<String, Object> phones = attribute("phones", "String");
    phones.put("array", true);
    String register =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("city", "String"),
            attribute("born", "Date"),
            attribute("age", "Integer"),
            attribute("weight", "Number"),
            attribute("vip", "Boolean"),
            attribute("seen", "Timestamp"),
            attribute("wakes", "Time"),
            gender,
            country,
            home,
            phones);
    return new Persons(register, erp, countries);
  }

  public static Map<String, Object> leaf(String attribute, String operator, Object value) {
    Map<String, Object> leaf = new LinkedHashMap<>();
    leaf.put("attribute", attribute);
    leaf.put("operator", operator);
    if (value instanceof List<?> values) {
      leaf.put("values", values);
    } else if (value != null) {
      leaf.put("value", value);
    }
    return leaf;
  }

  public static Map<String, Object> body(String entity, Object... fields) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("entityName", entity);
    for (int i = 0; i < fields.length; i += 2) {
      body.put((String) fields[i], fields[i + 1]);
    }
    return body;
  }

  public static JsonNode searched(Api client, Map<String, Object> body) {
    Api.Response r = client.post(SEARCH, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  /** The etalon ids of the hits, in order. */
  public static List<String> ids(JsonNode answer) {
    List<String> ids = new ArrayList<>();
    answer.path("hits").forEach(h -> ids.add(h.path("etalonId").asString()));
    return ids;
  }

  public static List<String> found(Api client, String entity, Object filter) {
    return ids(searched(client, body(entity, "filters", filter, "limit", 1000)));
  }

  /** The strings of a JSON array. */
  public static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asString()));
    return out;
  }

  public String id(JsonNode written) {
    return written.path("etalonId").asString();
  }
}
