package org.platform.mdm.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Base of the record tests: registers and source systems with unique names in the shared model, and
 * a builder of record writes.
 */
public abstract class RecordApiTest extends ModelApiTest {

  protected static final String DATA = "/api/meta-data-driven/v1/data";

  /** Publishes a source system with a weight; returns its (unique) name. */
  protected String aSource(Api client, String prefix, int weight) {
    String name = entityName(prefix);
    Api.Response r =
        client.post(
            MODEL + "/source-systems/save",
            Map.of("sourceSystem", Map.of("name", name, "weight", weight)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  /** Publishes an enumeration with these values ({@code name}, {@code displayName}); its name. */
  protected String anEnumeration(Api client, String prefix, List<? extends Map<String, ?>> values) {
    String name = entityName(prefix);
    Api.Response r =
        client.post(
            MODEL + "/enumerations/save",
            Map.of("enumeration", Map.of("name", name, "values", values)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  /** Publishes a register with the given consolidation and attributes; returns its name. */
  protected String aRegister(Api client, String consolidation, Map<?, ?>... attributes) {
    String name = entityName("Reg");
    Map<String, Object> entity = new LinkedHashMap<>();
    entity.put("name", name);
    entity.put("consolidation", consolidation);
    entity.put("attributes", List.of(attributes));
    Api.Response r = client.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  /** Publishes a register (BVT) whose records are named by the display format; returns its name. */
  protected String aNamedRegister(Api client, String displayFormat, Map<?, ?>... attributes) {
    String name = entityName("Reg");
    Map<String, Object> entity = new LinkedHashMap<>();
    entity.put("name", name);
    entity.put("attributes", List.of(attributes));
    entity.put("customProperties", Map.of("display_format", displayFormat));
    Api.Response r = client.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  /** Publishes a relation between two registers; returns its (unique) name. */
  protected String aRelation(
      Api client, String type, String from, String to, Map<?, ?>... attributes) {
    String name = entityName("Rel");
    Map<String, Object> relation = new LinkedHashMap<>();
    relation.put("name", name);
    relation.put("type", type);
    relation.put("from", from);
    relation.put("to", to);
    relation.put("attributes", List.of(attributes));
    Api.Response r = client.post(MODEL + "/relations/save", Map.of("relation", relation));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  protected static RecordWrite aRecord(String entity, String source, String externalId) {
    return new RecordWrite(entity, source, externalId);
  }

  /** Writes a record and expects 200; returns the answer. */
  protected JsonNode written(Api client, RecordWrite write) {
    Api.Response r = client.post(DATA, write.body());
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  protected Api.Response read(Api client, String entity, String etalonId, String query) {
    return client.get(
        DATA + "/" + entity + "/etalon/" + etalonId + (query.isEmpty() ? "" : "?" + query));
  }

  /** The golden values of a 200 read. */
  protected JsonNode attributesAt(Api client, String entity, String etalonId, String query) {
    Api.Response r = read(client, entity, etalonId, query);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("attributes");
  }

  /** The status of a bulk load once it is DONE or FAILED (waits up to 60 s). */
  protected static JsonNode importFinished(Api admin, long importId) throws InterruptedException {
    for (int i = 0; i < 1200; i++) {
      Api.Response r = admin.get("/api/v2/data/import/" + importId);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      String state = r.json().path("state").asString();
      if (state.equals("DONE") || state.equals("FAILED")) {
        return r.json();
      }
      Thread.sleep(50);
    }
    throw new AssertionError("import " + importId + " did not finish");
  }

  /** A record write body, built field by field. */
  public static final class RecordWrite {
    private final Map<String, Object> body = new LinkedHashMap<>();
    private final Map<String, Object> attributes = new LinkedHashMap<>();

    RecordWrite(String entity, String source, String externalId) {
      body.put("entityName", entity);
      body.put("sourceSystem", source);
      body.put("externalId", externalId);
      body.put("attributes", attributes);
    }

    public RecordWrite with(String attribute, Object value) {
      attributes.put(attribute, value);
      return this;
    }

    public RecordWrite valid(String from, String to) {
      if (from != null) {
        body.put("validFrom", from);
      }
      if (to != null) {
        body.put("validTo", to);
      }
      return this;
    }

    /** Adds a link of the relation to the write. */
    public RecordWrite link(String relation, Map<String, Object> item) {
      relationList("relations", relation).add(item);
      return this;
    }

    /** Adds a delete item of the relation to the write. */
    public RecordWrite unlink(String relation, Map<String, Object> item) {
      relationList("relationsDeletes", relation).add(item);
      return this;
    }

    @SuppressWarnings("unchecked")
    private List<Object> relationList(String field, String relation) {
      Map<String, Object> byName =
          (Map<String, Object>) body.computeIfAbsent(field, f -> new LinkedHashMap<>());
      return (List<Object>) byName.computeIfAbsent(relation, r -> new ArrayList<>());
    }

    public RecordWrite field(String name, Object value) {
      body.put(name, value);
      return this;
    }

    public Map<String, Object> body() {
      return body;
    }
  }

  protected static List<String> texts(JsonNode array, String field) {
    List<String> list = new ArrayList<>();
    array.forEach(item -> list.add(item.path(field).asString()));
    return list;
  }
}
