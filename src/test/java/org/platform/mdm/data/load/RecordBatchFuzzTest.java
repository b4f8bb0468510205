package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * What a fuzzing client puts into the items of a batch: every field of a record write (as the
 * document names them) and every attribute of a register given values of each wrong kind, texts far
 * too long, deep nesting, unknown fields and NUL characters. The batch answers 200 with each item's
 * own answer, or refuses the whole request with a 4xx; an item never answers 500: bad input is the
 * item's 4xx naming the problem.
 */
class RecordBatchFuzzTest extends RecordApiTest {

  private static final String BATCH = DATA + "/batch";

  /** One item sent, and what was put into it (for the failure message). */
  private record Item(String what, Map<String, Object> body) {}

  @Test
  void noItemOfABatchAnswers500WhateverItHolds() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String colours =
        anEnumeration(admin, "Colours", List.of(Map.of("name", "RED", "displayName", "Red")));
    Map<String, Object> colour = attribute("colour", "Enum");
    colour.put("enumeration", colours);
    Map<String, Object> tags = attribute("tags", "String");
    tags.put("array", true);
    String register =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("age", "Integer"),
            attribute("price", "Number"),
            attribute("active", "Boolean"),
            attribute("born", "Date"),
            attribute("opens", "Time"),
            attribute("seen", "Timestamp"),
            attribute("note", "Clob"),
            colour,
            tags);
    List<String> fields = new ArrayList<>();
    admin
        .get("/api/meta-data-driven/v1/openapi.json")
        .json()
        .path("components")
        .path("schemas")
        .path("WriteRecordRO")
        .path("properties")
        .propertyNames()
        .forEach(fields::add);
    assertThat(fields).contains("entityName", "attributes", "relations", "validFrom");
    List<String> attributes =
        List.of(
            "name", "age", "price", "active", "born", "opens", "seen", "note", "colour", "tags");
    List<String> failures = new ArrayList<>();

    List<Object> wrongKinds =
        Arrays.asList(
            null,
            "",
            " ",
            12,
            -1.5e300,
            9_223_372_036_854_775_807L,
            true,
            "text",
            "2020-13-45T25:61:00",
            "9".repeat(400),
            Map.of("notAField", 1),
            List.of(1, "x", Map.of()),
            List.of(List.of("nested")));
    List<Item> items = new ArrayList<>();
    for (Object value : wrongKinds) {
      for (String field : fields) {
        items.add(
            item(
                register,
                erp,
                items.size(),
                "field " + field + " = " + shown(value),
                b -> b.put(field, value)));
      }
      for (String attribute : attributes) {
        items.add(
            item(
                register,
                erp,
                items.size(),
                "attribute " + attribute + " = " + shown(value),
                b -> attributes(b).put(attribute, value)));
      }
    }
    items.add(
        item(
            register,
            erp,
            items.size(),
            "an unknown attribute",
            b -> attributes(b).put("notAnAttribute", "x")));
    items.add(
        item(
            register,
            erp,
            items.size(),
            "a relation no model has",
            b ->
                b.put(
                    "relations",
                    Map.of(
                        "NoSuchRelation",
                        List.of(Map.of("toExternalId", "E-1", "toSourceSystem", erp))))));
    check("wrong kinds", admin.post(BATCH, bodies(items)), items, true, failures);
    List<Item> unknown = new ArrayList<>();
    unknown.add(item(register, erp, 0, "an unknown field", b -> b.put("notAField", 1)));
    check("an unknown field", admin.post(BATCH, bodies(unknown)), unknown, false, failures);

    // Texts far too long for a key, an index or a search word, in every field and attribute.
    List<Item> long1 = new ArrayList<>();
    String huge = "h".repeat(200_000);
    for (String field : fields) {
      long1.add(item(register, erp, long1.size(), "a huge " + field, b -> b.put(field, huge)));
    }
    for (String attribute : attributes) {
      long1.add(
          item(
              register,
              erp,
              long1.size(),
              "a huge attribute " + attribute,
              b -> attributes(b).put(attribute, huge)));
    }
    check("huge texts", admin.post(BATCH, bodies(long1)), long1, true, failures);
    List<Item> longer = new ArrayList<>();
    StringBuilder words = new StringBuilder();
    for (int i = 0; words.length() < 1_500_000; i++) {
      words.append("w").append(Integer.toString(i, 36)).append(' ');
    }
    String megabyte = words.toString();
    longer.add(
        item(
            register,
            erp,
            0,
            "over a megabyte of words",
            b -> attributes(b).put("name", megabyte)));
    longer.add(
        item(register, erp, 1, "a megabyte of text", b -> attributes(b).put("note", megabyte)));
    check("a megabyte", admin.post(BATCH, bodies(longer)), longer, true, failures);

    // Deep nesting inside an item, and a NUL character: the request may be refused as a whole.
    Object deep = "bottom";
    for (int i = 0; i < 300; i++) {
      deep = List.of(deep);
    }
    Object nested = deep;
    List<Item> deeply = new ArrayList<>();
    deeply.add(item(register, erp, 0, "deep nesting", b -> attributes(b).put("tags", nested)));
    check("deep nesting", admin.post(BATCH, bodies(deeply)), deeply, true, failures);
    List<Item> nul = new ArrayList<>();
    nul.add(item(register, erp, 0, "a NUL", b -> attributes(b).put("name", "a\u0000b")));
    check("a NUL", admin.post(BATCH, bodies(nul)), nul, false, failures);

    assertThat(failures).isEmpty();
  }

  /** A valid write of a new record, then changed by {@code change}. */
  private static Item item(
      String register,
      String erp,
      int index,
      String what,
      java.util.function.Consumer<Map<String, Object>> change) {
    Map<String, Object> body =
        new LinkedHashMap<>(aRecord(register, erp, "F-" + index).with("name", "n").body());
    body.put("attributes", new LinkedHashMap<>(attributes(body)));
    change.accept(body);
    return new Item(what, body);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> attributes(Map<String, Object> body) {
    return (Map<String, Object>) body.get("attributes");
  }

  private static List<Map<String, Object>> bodies(List<Item> items) {
    return items.stream().map(Item::body).toList();
  }

  private static String shown(Object value) {
    String text = String.valueOf(value);
    return text.length() > 40 ? text.substring(0, 40) + "…" : text;
  }

  /**
   * The batch answered 200 with one answer per item, none a 5xx and each refusal naming a problem,
   * or (unless {@code itemByItem}, where the items must be tried) was refused as a whole with a
   * 4xx.
   */
  private static void check(
      String batch, Api.Response r, List<Item> items, boolean itemByItem, List<String> failures) {
    if (r.status() != 200) {
      if (itemByItem || r.status() < 400 || r.status() >= 500 || r.errorCodes().isEmpty()) {
        failures.add(batch + ": the batch answered " + shown(r.toString()));
      }
      return;
    }
    JsonNode results = r.json().path("results");
    assertThat(results.size()).as(batch).isEqualTo(items.size());
    for (JsonNode result : results) {
      int status = result.path("status").asInt();
      String what = items.get(result.path("index").asInt()).what();
      JsonNode error = result.path("details").path("error").path(0);
      if (status >= 500 || (status != 200 && error.path("code").asString().isEmpty())) {
        failures.add(batch + ", " + what + ": " + status + " " + result.path("details"));
      }
    }
  }
}
