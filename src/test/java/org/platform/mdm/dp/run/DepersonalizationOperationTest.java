package org.platform.mdm.dp.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * A depersonalized copy as an administrator makes and a tester reads it: every confidential value
 * of the copies is changed and no original one is found in them (their values, history, origins,
 * search), the other values are the same, links point at the copies (or at the same record of a
 * register not copied), a run again gives the same values; plans that cannot be carried out are
 * refused at their parameter.
 */
class DepersonalizationOperationTest extends RecordApiTest {

  private static final String FILTERED = "/api/v2/data/relations/filtered";
  private static final List<String> CITIES = List.of("Tver", "Kazan", "Omsk", "Perm", "Sochi");

  private static Map<String, Object> confidential(
      String name, String type, String function, Map<String, Object> parameters) {
    Map<String, Object> attribute = attribute(name, type);
    attribute.put("confidential", true);
    attribute.put("obfuscationFunction", Map.of("name", function, "parameters", parameters));
    return attribute;
  }

  /** Two registers with personal data, their copies, a register not copied, and their links. */
  private final class World {
    final Api admin = admin();
    final String erp = aSource(admin, "erp", 50);
    final String dp = aSource(admin, "dp", 10);
    final String person = entityName("Person");
    final String personCopy = person + "Copy";
    final String company = entityName("Company");
    final String companyCopy = company + "Copy";
    final String office = entityName("Office");
    final String employer;
    final String employerCopy;
    final String sits;
    final String sitsCopy;
    final String keyName = unique("key");

    World() {
      save(
          register(
              person,
              confidential("inn", "String", "KeyedHash", Map.of("length", "12")),
              confidential("phone", "String", "Mask", Map.of("keepLast", "2")),
              confidential("city", "String", "Shuffle", Map.of()),
              confidential("born", "Date", "DateShift", Map.of("days", "30")),
              attribute("note", "String")));
      save(
          register(
              personCopy, plainThen(attribute("born", "Date"), "inn", "phone", "city", "note")));
      save(register(company, confidential("taxId", "String", "KeyedHash", Map.of())));
      save(register(companyCopy, attribute("taxId", "String")));
      save(register(office));
      employer = aRelation(admin, "REFERENCES", person, company);
      employerCopy = aRelation(admin, "REFERENCES", personCopy, companyCopy);
      sits = aRelation(admin, "REFERENCES", person, office);
      sitsCopy = aRelation(admin, "REFERENCES", personCopy, office);
    }

    private void save(Map<String, Object> entity) {
      Api.Response r = admin.post(MODEL + "/entities/save", Map.of("entity", entity));
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
    }

    Map<String, Object> parameters() {
      Map<String, Object> targets = new LinkedHashMap<>();
      targets.put(person, personCopy);
      targets.put(company, companyCopy);
      targets.put(employer, employerCopy);
      targets.put(sits, sitsCopy);
      Map<String, Object> p = new LinkedHashMap<>();
      p.put("entityNames", List.of(person, company));
      p.put("targets", targets);
      p.put("sourceSystem", dp);
      p.put("keyName", keyName);
      p.put("blockSize", 7);
      return p;
    }

    /** The copy of a source record: its golden record read by its key. */
    JsonNode copyOf(String register, String sourceEtalonId) {
      Api.Response r = admin.get(DATA + "/" + register + "/" + dp + "/" + sourceEtalonId);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      return r.json();
    }

    /** The record's links: relation name → the record linked. */
    Map<String, String> links(String etalonId) {
      Api.Response r =
          admin.post(FILTERED, Map.of("etalonId", etalonId, "isReduceReferences", false));
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      Map<String, String> links = new LinkedHashMap<>();
      r.json()
          .path("relations")
          .forEach(
              l -> links.put(l.path("relationName").asString(), l.path("toEtalonId").asString()));
      return links;
    }

    /** Everything the data API and search show of a record, as text. */
    String everything(String register, String etalonId) {
      StringBuilder all = new StringBuilder();
      for (String path : List.of("history", "origins", "timeline")) {
        Api.Response r = admin.get("/api/v2/data/records/" + etalonId + "/" + path);
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
        all.append(r.text());
      }
      all.append(read(admin, register, etalonId, "").text());
      return all.toString();
    }
  }

  @Test
  void aCopyChangesEveryConfidentialValueKeepsTheOthersAndItsLinksAndARunAgainGivesTheSame()
      throws Exception {
    World w = new World();
    Random random = new Random(51);
    List<String> offices = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      offices.add(
          written(w.admin, aRecord(w.office, w.erp, "O" + i).with("name", "Office " + i))
              .path("etalonId")
              .asString());
    }
    List<String> companies = new ArrayList<>();
    List<String> taxIds = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      String taxId = String.valueOf(7_700_000_000L + random.nextInt(1_000_000));
      taxIds.add(taxId);
      companies.add(
          written(
                  w.admin,
                  aRecord(w.company, w.erp, "C" + i).with("name", "Firm " + i).with("taxId", taxId))
              .path("etalonId")
              .asString());
    }
    Map<String, Map<String, Object>> people = new LinkedHashMap<>();
    Map<String, Integer> employerOf = new LinkedHashMap<>();
    for (int i = 0; i < 17; i++) {
      Map<String, Object> values = new LinkedHashMap<>();
      values.put("name", "Person " + i);
      values.put("inn", String.valueOf(500_100_000_000L + random.nextInt(900_000_000)));
      values.put("phone", "+7 912 " + (100 + random.nextInt(900)) + "-" + (10 + i) + "-77");
      values.put("city", CITIES.get(random.nextInt(CITIES.size())));
      values.put("born", LocalDate.of(1950, 1, 1).plusDays(random.nextInt(20_000)).toString());
      values.put("note", "note " + random.nextInt(1000));
      var write = aRecord(w.person, w.erp, "P" + i);
      values.forEach(write::with);
      int c = i < 2 ? 3 : random.nextInt(3);
      write.link(w.employer, Map.of("toEtalonId", companies.get(c)));
      write.link(w.sits, Map.of("toEtalonId", offices.get(i % offices.size())));
      String id = written(w.admin, write).path("etalonId").asString();
      people.put(id, values);
      employerOf.put(id, c);
    }

    Api.Response deleted = w.admin.delete(DATA + "/" + w.company + "/" + w.erp + "/C3");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);

    JsonNode run = Jobs.run(w.admin, DepersonalizationOperation.NAME, w.parameters());
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong())
        .as("the links of two persons to the company deleted, which has no copy")
        .isEqualTo(2);
    assertThat(run.path("exitMessage").asString())
        .isEqualTo("Copied 2 registers and reference sets; the copies hold 20 records");
    assertThat(Jobs.steps(w.admin, run.path("id").asLong()).findValuesAsString("name"))
        .containsExactly("copy " + w.person, "copy " + w.company, "links " + w.person);

    Map<String, String> companyCopies = new LinkedHashMap<>();
    Api.Response none =
        w.admin.get(DATA + "/" + w.companyCopy + "/" + w.dp + "/" + companies.get(3));
    assertThat(none.status()).as("a record deleted is not copied").isEqualTo(404);
    for (int i = 0; i < 3; i++) {
      JsonNode copy = w.copyOf(w.companyCopy, companies.get(i));
      assertThat(copy.path("attributes").path("name").asString()).isEqualTo("Firm " + i);
      assertThat(copy.path("attributes").path("taxId").asString())
          .isNotEqualTo(taxIds.get(i))
          .hasSize(32);
      companyCopies.put(companies.get(i), copy.path("etalonId").asString());
    }
    Set<String> originals = new java.util.HashSet<>(taxIds);
    people
        .values()
        .forEach(
            v -> List.of("inn", "phone", "born").forEach(a -> originals.add((String) v.get(a))));
    Map<String, JsonNode> copies = new LinkedHashMap<>();
    Set<String> citiesCopied = new java.util.TreeSet<>();
    for (var person : people.entrySet()) {
      Map<String, Object> source = person.getValue();
      JsonNode copy = w.copyOf(w.personCopy, person.getKey());
      JsonNode values = copy.path("attributes");
      copies.put(person.getKey(), copy);
      assertThat(values.path("name").asString()).isEqualTo(source.get("name"));
      assertThat(values.path("note").asString()).isEqualTo(source.get("note"));
      assertThat(values.path("inn").asString()).isNotEqualTo(source.get("inn")).hasSize(12);
      String phone = (String) source.get("phone");
      assertThat(values.path("phone").asString())
          .isNotEqualTo(phone)
          .hasSameSizeAs(phone)
          .endsWith(phone.substring(phone.length() - 2));
      assertThat(values.path("city").asString())
          .as("a shuffle moves every value to another of the column")
          .isNotEqualTo(source.get("city"))
          .isIn(CITIES);
      citiesCopied.add(values.path("city").asString());
      LocalDate born = LocalDate.parse((String) source.get("born"));
      LocalDate shifted = LocalDate.parse(values.path("born").asString());
      assertThat(shifted).isNotEqualTo(born).isBetween(born.minusDays(30), born.plusDays(30));

      String copyId = copy.path("etalonId").asString();
      Map<String, String> expected = new LinkedHashMap<>();
      int employer = employerOf.get(person.getKey());
      if (employer < 3) {
        expected.put(w.employerCopy, companyCopies.get(companies.get(employer)));
      }
      expected.put(
          w.sitsCopy,
          offices.get(List.copyOf(people.keySet()).indexOf(person.getKey()) % offices.size()));
      assertThat(w.links(copyId))
          .as("links point at the copies, or at the same record of a register not copied")
          .isEqualTo(expected);
      JsonNode events =
          w.admin.get("/api/v2/data/records/" + copyId + "/history").json().path("events");
      assertThat(events.get(0).path("type").asString()).isEqualTo("UPSERT");
      assertThat(events.get(0).path("sourceSystem").asString())
          .as("the history says the copy was written by the depersonalization's source")
          .isEqualTo(w.dp);
      assertThat(events.get(0).path("externalId").asString()).isEqualTo(person.getKey());
      assertThat(events.get(0).path("user").asString()).isEqualTo("admin");
      assertThat(texts(events, "type")).contains("RELATION_ADD");
      String everything = w.everything(w.personCopy, copyId);
      for (String original : List.of("inn", "phone", "born")) {
        assertThat(everything).doesNotContain((String) source.get(original));
      }
    }
    assertThat(citiesCopied).as("the column's values, permuted").hasSizeGreaterThan(1);
    for (String original : originals) {
      Api.Response found =
          w.admin.post(
              "/api/v2/search/records", Map.of("entityName", w.personCopy, "text", original));
      assertThat(found.status()).as(found.toString()).isEqualTo(200);
      assertThat(found.json().path("totalCount").asLong()).as(original).isZero();
    }
    Api.Response all =
        w.admin.post("/api/v2/search/records", Map.of("entityName", w.personCopy, "limit", 100));
    assertThat(all.json().path("totalCount").asLong()).isEqualTo(people.size());
    for (String original : originals) {
      assertThat(all.text()).doesNotContain(original);
    }
    for (String company : companies.subList(0, 3)) {
      for (String original : taxIds) {
        assertThat(w.everything(w.companyCopy, companyCopies.get(company)))
            .doesNotContain(original);
      }
    }

    JsonNode again = Jobs.run(w.admin, DepersonalizationOperation.NAME, w.parameters());
    assertThat(again.path("status").asString()).as(again.toString()).isEqualTo("COMPLETED");
    for (var copy : copies.entrySet()) {
      JsonNode now = w.copyOf(w.personCopy, copy.getKey());
      assertThat(now.path("etalonId").asString())
          .as("the same copy written anew")
          .isEqualTo(copy.getValue().path("etalonId").asString());
      assertThat(now.path("attributes")).isEqualTo(copy.getValue().path("attributes"));
    }
    assertThat(
            w.admin
                .post("/api/v2/search/records", Map.of("entityName", w.personCopy))
                .json()
                .path("totalCount")
                .asLong())
        .as("no record added")
        .isEqualTo(people.size());
  }

  @Test
  void plansThatCannotBeCarriedOutAreRefusedAtTheirParameter() {
    World w = new World();
    Map<String, Object> unknown = w.parameters();
    unknown.put("entityNames", List.of(w.person, "NoSuchRegister"));
    assertRefused(
        w, unknown, "parameters.entityNames", "JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");

    Map<String, Object> nothing = w.parameters();
    nothing.put("entityNames", List.of(w.person, w.company, w.office));
    assertRefused(w, nothing, "parameters.entityNames", "DP_NOTHING_CONFIDENTIAL");

    Map<String, Object> noCopy = w.parameters();
    @SuppressWarnings("unchecked")
    Map<String, Object> targets = (Map<String, Object>) noCopy.get("targets");
    targets.remove(w.company);
    assertThat(assertRefused(w, noCopy, "parameters.targets", "DP_TARGET_REQUIRED").errorCodes())
        .as("the relation to the register without copy is not blamed again, with a null copy")
        .doesNotContain("DP_TARGET_RELATION");

    Map<String, Object> lacking = w.parameters();
    @SuppressWarnings("unchecked")
    Map<String, Object> lackingTargets = (Map<String, Object>) lacking.get("targets");
    lackingTargets.put(w.person, w.office);
    assertRefused(w, lacking, "parameters.targets", "DP_TARGET_ATTRIBUTE");

    Map<String, Object> noLinks = w.parameters();
    @SuppressWarnings("unchecked")
    Map<String, Object> linkTargets = (Map<String, Object>) noLinks.get("targets");
    linkTargets.put(w.employer, w.sitsCopy);
    assertRefused(w, noLinks, "parameters.targets", "DP_TARGET_RELATION");

    Map<String, Object> noSource = w.parameters();
    noSource.remove("sourceSystem");
    assertRefused(w, noSource, "parameters.sourceSystem", "DP_SOURCE_SYSTEM_REQUIRED");
  }

  @Test
  void aStoppedCopyGoesOnFromItsLastBlockAndCopiesEachPeriodOfATimeline() throws Exception {
    World w = new World();
    List<Map<String, Object>> batch = new ArrayList<>();
    int count = 240;
    for (int i = 0; i < count; i++) {
      batch.add(
          aRecord(w.person, w.erp, "P" + i)
              .with("name", "Person " + i)
              .with("inn", "77" + (10_000_000 + i))
              .with("city", CITIES.get(i % CITIES.size()))
              .body());
    }
    Api.Response written = w.admin.post(DATA + "/batch", batch);
    assertThat(written.status()).as(written.toString()).isEqualTo(200);
    String split =
        written(
                w.admin,
                aRecord(w.person, w.erp, "split")
                    .with("name", "Split")
                    .with("phone", "+7 900 111-22-33")
                    .valid(null, "2020-12-31T23:59:59.999Z"))
            .path("etalonId")
            .asString();
    written(
        w.admin,
        aRecord(w.person, w.erp, "split")
            .with("name", "Split")
            .with("phone", "+7 900 444-55-66")
            .valid("2021-01-01T00:00:00Z", null));
    Map<String, Object> parameters = w.parameters();
    parameters.put("blockSize", 1);

    long id =
        Jobs.start(w.admin, Jobs.define(w.admin, DepersonalizationOperation.NAME, parameters));
    java.time.Instant end = java.time.Instant.now().plusSeconds(60);
    while (java.time.Instant.now().isBefore(end)
        && execution(w, id).path("processed").asLong() < 5) {
      Thread.sleep(10);
    }
    Api.Response stop = w.admin.post(Jobs.JOBS + "/executions/stop/" + id, Map.of());
    assertThat(stop.status()).as(stop.toString()).isEqualTo(200);
    JsonNode stopped = Jobs.ended(w.admin, id);
    assertThat(stopped.path("status").asString()).as(stopped.toString()).isEqualTo("STOPPED");
    long before = copies(w);
    assertThat(before).isBetween(5L, (long) count);

    Api.Response restart = w.admin.post(Jobs.JOBS + "/executions/restart/" + id, Map.of());
    assertThat(restart.status()).as(restart.toString()).isEqualTo(200);
    JsonNode done = Jobs.ended(w.admin, id);
    assertThat(done.path("status").asString()).as(done.toString()).isEqualTo("COMPLETED");
    assertThat(copies(w)).isEqualTo(count + 1);

    JsonNode copy = w.copyOf(w.personCopy, split);
    String copyId = copy.path("etalonId").asString();
    String early =
        attributesAt(w.admin, w.personCopy, copyId, "timelineDate=2020-06-01T00:00:00Z")
            .path("phone")
            .asString();
    String late =
        attributesAt(w.admin, w.personCopy, copyId, "timelineDate=2022-06-01T00:00:00Z")
            .path("phone")
            .asString();
    assertThat(early).endsWith("33").isNotEqualTo("+7 900 111-22-33");
    assertThat(late).endsWith("66").isNotEqualTo("+7 900 444-55-66");
  }

  private static JsonNode execution(World w, long id) {
    return w.admin.get(Jobs.JOBS + "/executions/" + id).json().path("execution");
  }

  /** How many copies of persons search finds. */
  private static long copies(World w) {
    Api.Response r = w.admin.post("/api/v2/search/records", Map.of("entityName", w.personCopy));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("totalCount").asLong();
  }

  private static Api.Response assertRefused(
      World w, Map<String, Object> parameters, String at, String code) {
    Map<String, Object> d =
        Map.of(
            "name",
            unique("dp"),
            "jobName",
            DepersonalizationOperation.NAME,
            "enabled",
            true,
            "parameters",
            parameters);
    Api.Response r = w.admin.post(Jobs.JOBS + "/definitions", Map.of("definition", d));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    List<String> errors = new ArrayList<>();
    r.json()
        .path("details")
        .path("error")
        .forEach(e -> errors.add(e.path("source").asString() + " " + e.path("code").asString()));
    assertThat(errors).as(r.toString()).contains(at + " " + code);
    return r;
  }

  /** String attributes of the names, then the last attribute. */
  private static Map<?, ?>[] plainThen(Map<?, ?> last, String... names) {
    List<Map<?, ?>> all = new ArrayList<>();
    for (String name : names) {
      all.add(attribute(name, "String"));
    }
    all.add(last);
    return all.toArray(new Map<?, ?>[0]);
  }
}
