package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.dg.model.StandardAssetTypes;
import tools.jackson.databind.JsonNode;

/**
 * relations and next-level over random asset graphs (written through the record pipelines: links
 * DIRECT and CASCADED, links and assets logically deleted, assets of two information systems and of
 * the business layer) against {@link CatalogReference}, for every node and every combination of
 * {@code cascaded} and {@code includeInactive}, whole and page by page.
 */
class CatalogReferenceTest extends DgApiTest {

  private static final List<String> TYPES = List.of("CONTAINS", "MANY_TO_MANY");

  private int comparisons;
  private org.platform.mdm.testsupport.Api admin;
  private int differingNodes;

  @Test
  void relationsAndNextLevelAnswerAsTheReferenceOverRandomGraphs() {
    admin = admin();
    Coverage coverage = new Coverage();
    for (long seed : new long[] {50, 51, 52}) {
      Random random = new Random(seed);
      long started = System.nanoTime();
      Generated g = generate(random);
      System.out.printf(
          "graph %d written in %d ms%n", seed, (System.nanoTime() - started) / 1_000_000);
      CatalogReference reference = read(g, coverage);
      started = System.nanoTime();
      compare(g, reference, random);
      System.out.printf(
          "graph %d compared in %d ms%n", seed, (System.nanoTime() - started) / 1_000_000);
    }
    assertThat(comparisons).as("comparisons").isGreaterThan(500);
    assertThat(differingNodes).as("nodes whose four answers differ").isGreaterThan(10);
    assertThat(coverage.inactiveLinks).as("inactive links").isGreaterThan(0);
    assertThat(coverage.cascadedLinks).as("cascaded links").isGreaterThan(0);
    assertThat(coverage.inactiveAssets).as("inactive assets").isGreaterThan(0);
    assertThat(coverage.activeLinksToInactive)
        .as("active links to inactive assets")
        .isGreaterThan(0);
  }

  private static final class Coverage {
    int inactiveLinks;
    int cascadedLinks;
    int inactiveAssets;
    int activeLinksToInactive;
  }

  private record Generated(
      Map<EtalonId, String> typeOf,
      Map<EtalonId, String> nameOf,
      Map<EtalonId, String> systemOf,
      String systemA,
      String systemB,
      int links) {}

  private Generated generate(Random random) {
    String systemA = unique("isA");
    String systemB = unique("isB");
    Map<EtalonId, String> typeOf = new LinkedHashMap<>();
    Map<EtalonId, String> nameOf = new HashMap<>();
    Map<EtalonId, String> systemOf = new HashMap<>();
    Map<String, List<EtalonId>> byType = new HashMap<>();
    int[] counts = {2, 3, 6, 2, 16, 3, 1};
    String[] types = {
      CrawledTypes.DATABASE,
      CrawledTypes.SCHEMA,
      CrawledTypes.TABLE,
      CrawledTypes.VIEW,
      CrawledTypes.COLUMN,
      StandardAssetTypes.BUSINESS_TERM,
      StandardAssetTypes.REPORT
    };
    for (int t = 0; t < types.length; t++) {
      for (int i = 0; i < counts[t]; i++) {
        String name = name(random);
        EtalonId id = anAsset(types[t], name);
        typeOf.put(id, types[t]);
        nameOf.put(id, name);
        int s = random.nextInt(10);
        boolean crawled = t < 5;
        String system =
            crawled ? (s < 5 ? systemA : s < 8 ? systemB : null) : (s < 2 ? systemA : null);
        systemOf.put(id, system);
        byType.computeIfAbsent(types[t], k -> new ArrayList<>()).add(id);
      }
    }
    Map<EtalonId, List<Link>> out = new LinkedHashMap<>();
    Set<String> made = new HashSet<>();
    List<EtalonId> dbs = byType.get(CrawledTypes.DATABASE);
    List<EtalonId> schemas = byType.get(CrawledTypes.SCHEMA);
    List<EtalonId> tables = byType.get(CrawledTypes.TABLE);
    List<EtalonId> views = byType.get(CrawledTypes.VIEW);
    List<EtalonId> columns = byType.get(CrawledTypes.COLUMN);
    for (EtalonId s : schemas) {
      contain(random, out, made, 0.85, dbs, StandardAssetTypes.DATABASE_SCHEMAS, s);
      contain(random, out, made, 0.2, dbs, StandardAssetTypes.DATABASE_SCHEMAS, s);
    }
    for (EtalonId t : tables) {
      contain(random, out, made, 0.85, schemas, StandardAssetTypes.SCHEMA_TABLES, t);
    }
    for (EtalonId v : views) {
      contain(random, out, made, 0.85, schemas, StandardAssetTypes.SCHEMA_VIEWS, v);
    }
    for (EtalonId c : columns) {
      if (random.nextInt(10) < 2) {
        contain(random, out, made, 1, views, StandardAssetTypes.VIEW_COLUMNS, c);
      } else {
        contain(random, out, made, 0.85, tables, StandardAssetTypes.TABLE_COLUMNS, c);
      }
    }
    for (int i = 0; i < 8; i++) {
      add(
          random,
          out,
          made,
          StandardAssetTypes.FOREIGN_KEY,
          pick(random, columns),
          pick(random, columns));
    }
    for (EtalonId v : views) {
      add(random, out, made, StandardAssetTypes.VIEW_READS_TABLE, v, pick(random, tables));
    }
    for (EtalonId term : byType.get(StandardAssetTypes.BUSINESS_TERM)) {
      add(random, out, made, StandardAssetTypes.TERM_DESCRIBES_COLUMN, term, pick(random, columns));
      add(random, out, made, StandardAssetTypes.TERM_DESCRIBES_COLUMN, term, pick(random, columns));
      add(random, out, made, StandardAssetTypes.TERM_DESCRIBES_TABLE, term, pick(random, tables));
    }
    for (EtalonId report : byType.get(StandardAssetTypes.REPORT)) {
      add(random, out, made, StandardAssetTypes.REPORT_USES_TABLE, report, pick(random, tables));
      add(random, out, made, StandardAssetTypes.REPORT_USES_TABLE, report, pick(random, tables));
    }
    int links = 0;
    for (Map.Entry<EtalonId, List<Link>> e : out.entrySet()) {
      link(typeOf.get(e.getKey()), e.getKey(), e.getValue());
      links += e.getValue().size();
    }
    for (String system : new String[] {systemA, systemB}) {
      claim(
          systemOf.entrySet().stream()
              .filter(e -> system.equals(e.getValue()))
              .map(Map.Entry::getKey)
              .toList(),
          system);
    }
    // Logical deletes: links first (a deleted record's links are not written), then assets.
    for (Map.Entry<EtalonId, List<Link>> e : out.entrySet()) {
      for (Link l : e.getValue()) {
        if (random.nextInt(100) < 20) {
          unlink(typeOf.get(e.getKey()), e.getKey(), l.relation(), l.to());
        }
      }
    }
    for (EtalonId id : typeOf.keySet()) {
      if (random.nextInt(100) < 10 && activeNow(typeOf.get(id), id)) {
        deleteAsset(typeOf.get(id), id);
      }
    }
    return new Generated(typeOf, nameOf, systemOf, systemA, systemB, links);
  }

  /**
   * Names of one to three letters of a small alphabet: equal names and names equal but for case.
   */
  private static String name(Random random) {
    String letters = "abcAB";
    StringBuilder name = new StringBuilder();
    int length = 1 + random.nextInt(3);
    for (int i = 0; i < length; i++) {
      name.append(letters.charAt(random.nextInt(letters.length())));
    }
    return name.toString();
  }

  private static EtalonId pick(Random random, List<EtalonId> list) {
    return list.get(random.nextInt(list.size()));
  }

  private static void contain(
      Random random,
      Map<EtalonId, List<Link>> out,
      Set<String> made,
      double chance,
      List<EtalonId> containers,
      String relation,
      EtalonId contained) {
    if (random.nextDouble() < chance) {
      add(random, out, made, relation, pick(random, containers), contained);
    }
  }

  private static void add(
      Random random,
      Map<EtalonId, List<Link>> out,
      Set<String> made,
      String relation,
      EtalonId from,
      EtalonId to) {
    if (from.equals(to) || !made.add(relation + from + to)) {
      return;
    }
    String operation = random.nextInt(3) == 0 ? LinkState.CASCADED : LinkState.DIRECT;
    out.computeIfAbsent(from, f -> new ArrayList<>()).add(new Link(relation, to, operation));
  }

  private boolean activeNow(String type, EtalonId id) {
    return records.goldenRecords(type, List.of(id)).stream().allMatch(CatalogReferenceTest::active);
  }

  private static boolean active(GoldenRecord record) {
    return record.periods().stream().anyMatch(GoldenPeriod::active);
  }

  /** The reference from the graph as the records hold it (deletes cascade to contained assets). */
  private CatalogReference read(Generated g, Coverage coverage) {
    Map<EtalonId, CatalogReference.Asset> assets = new LinkedHashMap<>();
    Map<String, List<EtalonId>> byType = new HashMap<>();
    g.typeOf().forEach((id, type) -> byType.computeIfAbsent(type, t -> new ArrayList<>()).add(id));
    Map<EtalonId, Boolean> activeOf = new HashMap<>();
    byType.forEach(
        (type, ids) ->
            records.goldenRecords(type, ids).forEach(r -> activeOf.put(r.etalonId(), active(r))));
    for (EtalonId id : g.typeOf().keySet()) {
      boolean active = activeOf.get(id);
      coverage.inactiveAssets += active ? 0 : 1;
      assets.put(
          id,
          new CatalogReference.Asset(
              id, g.typeOf().get(id), g.nameOf().get(id), g.systemOf().get(id), active));
    }
    Map<String, String> relationType = new HashMap<>();
    StandardAssetTypes.relations().forEach(r -> relationType.put(r.name(), r.type()));
    List<CatalogReference.Link> links = new ArrayList<>();
    for (LinkState l : records.outgoingLinks(g.typeOf().keySet())) {
      String status = l.status().name();
      links.add(
          new CatalogReference.Link(
              l.relationEtalonId(),
              l.relationName(),
              relationType.get(l.relationName()),
              l.fromEtalonId(),
              l.toEtalonId(),
              status,
              l.operationType()));
      coverage.inactiveLinks += status.equals("ACTIVE") ? 0 : 1;
      coverage.cascadedLinks += l.operationType().equals(LinkState.CASCADED) ? 1 : 0;
      boolean endInactive = !activeOf.get(l.fromEtalonId()) || !activeOf.get(l.toEtalonId());
      coverage.activeLinksToInactive += status.equals("ACTIVE") && endInactive ? 1 : 0;
    }
    assertThat(links).as("links as written").hasSize(g.links());
    assertThat(relationType.values()).containsAll(TYPES);
    return new CatalogReference(assets, links);
  }

  private void compare(Generated g, CatalogReference reference, Random random) {
    for (EtalonId id : g.typeOf().keySet()) {
      Set<String> answers = new HashSet<>();
      for (boolean cascaded : new boolean[] {false, true}) {
        for (boolean inactive : new boolean[] {false, true}) {
          String direction = List.of("OUTGOING", "INCOMING", "BOTH").get(random.nextInt(3));
          String type = random.nextInt(4) == 0 ? TYPES.get(random.nextInt(2)) : null;
          Map<String, Object> body = new LinkedHashMap<>();
          body.put("etalonId", id.toString());
          body.put("direction", direction);
          if (type != null) {
            body.put("relationTypes", List.of(type));
          }
          body.put("cascaded", cascaded);
          body.put("includeInactive", inactive);
          List<String> expected = reference.relations(id, direction, type, cascaded, inactive);
          check("/data/relations", body, expected, CatalogReference::relationLine, random);
          Map<String, Object> level = new LinkedHashMap<>();
          level.put("node", id.toString());
          level.put("cascaded", cascaded);
          level.put("includeInactive", inactive);
          List<String> children = reference.children(id, cascaded, inactive);
          check("/data/catalog/next-level", level, children, CatalogReference::nodeLine, random);
          answers.add(
              reference.children(id, cascaded, inactive)
                  + "/"
                  + reference.relations(id, "BOTH", null, cascaded, inactive));
        }
      }
      differingNodes += answers.size() > 1 ? 1 : 0;
    }
    for (boolean cascaded : new boolean[] {false, true}) {
      for (boolean inactive : new boolean[] {false, true}) {
        for (String system : new String[] {g.systemA(), g.systemB()}) {
          Map<String, Object> body = new LinkedHashMap<>();
          body.put("informationSystem", system);
          body.put("cascaded", cascaded);
          body.put("includeInactive", inactive);
          check(
              "/data/catalog/next-level",
              body,
              reference.top(system, cascaded, inactive),
              CatalogReference::nodeLine,
              random);
        }
        Map<String, Object> layer = new LinkedHashMap<>();
        layer.put("node", "BUSINESS_LAYER");
        layer.put("cascaded", cascaded);
        layer.put("includeInactive", inactive);
        List<String> mine = new ArrayList<>();
        for (String line : all("/data/catalog/next-level", layer, CatalogReference::nodeLine)) {
          if (g.typeOf()
              .containsKey(new EtalonId(java.util.UUID.fromString(line.split("\\|")[1])))) {
            mine.add(line);
          }
        }
        assertThat(mine)
            .as("business layer %s %s", cascaded, inactive)
            .isEqualTo(reference.top(null, cascaded, inactive));
        comparisons++;
        Map<String, Object> roots = new LinkedHashMap<>();
        roots.put("cascaded", cascaded);
        roots.put("includeInactive", inactive);
        List<String> lines = all("/data/catalog/next-level", roots, CatalogReference::nodeLine);
        for (String system : new String[] {g.systemA(), g.systemB()}) {
          assertThat(lines)
              .contains(
                  "INFORMATION_SYSTEM|null|"
                      + system
                      + "|null|"
                      + system
                      + "|true|"
                      + reference.hasTop(system, cascaded, inactive));
        }
        assertThat(lines.get(lines.size() - 1)).startsWith("BUSINESS_LAYER|null|Business layer|");
        comparisons++;
      }
    }
  }

  interface Line {
    String of(JsonNode item);
  }

  /** The whole answer at once, then page by page: both must be the expected lines. */
  private void check(
      String path, Map<String, Object> body, List<String> expected, Line line, Random random) {
    Map<String, Object> whole = new LinkedHashMap<>(body);
    whole.put("limit", 1000);
    JsonNode answer = ok(admin.post(DG + path, whole));
    assertThat(answer.path("total").asLong())
        .as("%s %s total", path, body)
        .isEqualTo(expected.size());
    List<String> lines = new ArrayList<>();
    answer.path("items").forEach(i -> lines.add(line.of(i)));
    assertThat(lines).as("%s %s", path, body).isEqualTo(expected);
    comparisons++;
    if (expected.size() > 1) {
      int limit = 1 + random.nextInt(Math.max(1, expected.size() - 1));
      List<String> paged = new ArrayList<>();
      for (int offset = 0; offset < expected.size(); offset += limit) {
        Map<String, Object> page = new LinkedHashMap<>(body);
        page.put("offset", offset);
        page.put("limit", limit);
        ok(admin.post(DG + path, page)).path("items").forEach(i -> paged.add(line.of(i)));
      }
      assertThat(paged).as("%s %s by pages of %d", path, body, limit).isEqualTo(expected);
      comparisons++;
    }
  }

  private List<String> all(String path, Map<String, Object> body, Line line) {
    List<String> lines = new ArrayList<>();
    for (int offset = 0; ; offset += 1000) {
      Map<String, Object> page = new LinkedHashMap<>(body);
      page.put("offset", offset);
      page.put("limit", 1000);
      JsonNode answer = ok(admin.post(DG + path, page));
      answer.path("items").forEach(i -> lines.add(line.of(i)));
      if (offset + 1000 >= answer.path("total").asLong()) {
        return lines;
      }
    }
  }
}
