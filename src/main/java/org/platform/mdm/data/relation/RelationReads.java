package org.platform.mdm.data.relation;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordName;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RelationPage;
import org.platform.mdm.data.RelationQuery;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.data.record.EntityModels;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordDetails;
import org.platform.mdm.data.record.RecordLabelChecks;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordViews;
import org.platform.mdm.data.record.TimelineRepository;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Reads of a record's links: in force at an instant, or every period, with REFERENCES reduced to
 * the link in force at each instant ({@link ReferenceReduction}). Links to records of a register
 * the user may not read, or to records its security labels hide, are left out.
 */
@Component
public class RelationReads {

  static final String REFERENCES = "REFERENCES";

  private final LinkPeriods relations;
  private final RecordRepository records;
  private final EntityModels entities;
  private final RecordViews views;
  private final RecordLabelChecks labels;
  private final RecordDetails details;
  private final TimelineRepository timelines;
  private final Clock clock;

  RelationReads(
      LinkPeriods relations,
      RecordRepository records,
      EntityModels entities,
      RecordViews views,
      RecordLabelChecks labels,
      RecordDetails details,
      TimelineRepository timelines,
      Clock clock) {
    this.timelines = timelines;
    this.clock = clock;
    this.labels = labels;
    this.details = details;
    this.relations = relations;
    this.records = records;
    this.entities = entities;
    this.views = views;
  }

  /** The page of the record's link periods the query asks for. */
  public RelationPage query(RelationQuery q, PlatformUser user) {
    details.readable(q.etalonId(), user);
    DataModel model = entities.published().model();
    // Unreduced, the read answers every stored period of every link: the spec ignores filters
    // (relationName among them) and pagination then.
    String relationName = q.reduce() ? q.relationName() : null;
    List<LinkPeriods.LinkPeriod> stored =
        visible(
            q.incoming()
                ? relations.incoming(q.etalonId(), relationName)
                : relations.outgoing(q.etalonId(), relationName),
            q.incoming(),
            user);
    List<Found> found = new ArrayList<>();
    if (!q.reduce()) {
      stored.forEach(p -> found.add(new Found(p, p.period(), inForce(p))));
      found.sort(order(null, q.incoming()));
      return new RelationPage(found.size(), views(found, q.incoming(), model));
    }
    found.addAll(inForcePeriods(stored, q, model));
    List<Found> matching =
        found.stream().filter(f -> matches(f, q)).sorted(order(q, q.incoming())).toList();
    int end =
        q.limit() == null
            ? matching.size()
            : (int) Math.min(matching.size(), (long) q.offset() + q.limit());
    List<Found> page =
        q.offset() >= matching.size() ? List.of() : matching.subList(q.offset(), end);
    return new RelationPage(matching.size(), views(page, q.incoming(), model));
  }

  /** The record's outgoing links in force at an instant, by relation. */
  public Map<String, List<RelationView>> at(
      EtalonId etalonId, OffsetDateTime at, PlatformUser user) {
    RelationPage page =
        query(
            new RelationQuery(
                etalonId, null, false, true, null, Map.of(), at, null, false, 0, null),
            user);
    Map<String, List<RelationView>> byRelation = new LinkedHashMap<>();
    page.relations()
        .forEach(r -> byRelation.computeIfAbsent(r.relationName(), n -> new ArrayList<>()).add(r));
    return byRelation;
  }

  /**
   * The links starting at these records of a register, as stored: every period in force of every
   * link not deleted, by record (in the order of {@code from}), a record's links by relation name,
   * link and period start. Links to records of registers the user may not read, or that the user's
   * security labels hide, are left out. REFERENCES links are not reduced: their stored periods are
   * what a load of them writes back. The views carry no keys of the linked records (an export names
   * them by etalon id): not read.
   */
  public Map<EtalonId, List<RelationView>> outgoing(
      String entityName, List<EtalonId> from, PlatformUser user) {
    DataModel model = entities.published().model();
    List<String> names =
        model.relations().stream()
            .filter(r -> r.from().equals(entityName))
            .map(RelationDef::name)
            .toList();
    if (names.isEmpty() || from.isEmpty()) {
      return Map.of();
    }
    List<Found> found =
        visible(
                relations.outgoing(from, names).stream()
                    .filter(p -> p.active() && p.link().status() == RecordStatus.ACTIVE)
                    .toList(),
                false,
                user)
            .stream()
            .map(p -> new Found(p, p.period(), true))
            .toList();
    Map<EtalonId, List<RelationView>> byRecord = new LinkedHashMap<>();
    from.forEach(id -> byRecord.put(id, new ArrayList<>()));
    views(found, false, model, false)
        .forEach(v -> byRecord.computeIfAbsent(v.fromEtalonId(), k -> new ArrayList<>()).add(v));
    byRecord.values().removeIf(List::isEmpty);
    return byRecord;
  }

  /**
   * The stored periods whose other end the user may read (READ on its register) and see (its
   * security labels).
   */
  private List<LinkPeriods.LinkPeriod> visible(
      List<LinkPeriods.LinkPeriod> stored, boolean incoming, PlatformUser user) {
    List<LinkPeriods.LinkPeriod> readable =
        stored.stream().filter(p -> user.can(otherEntity(p, incoming), Right.READ)).toList();
    Map<EtalonId, String> others = new HashMap<>();
    readable.forEach(p -> others.put(other(p, incoming), otherEntity(p, incoming)));
    Set<EtalonId> hidden = labels.hidden(user, others);
    return readable.stream().filter(p -> !hidden.contains(other(p, incoming))).toList();
  }

  /** A period found for the answer: possibly only part of the stored one. */
  private record Found(LinkPeriods.LinkPeriod stored, Period period, boolean active) {}

  /**
   * The periods in force; of REFERENCES links, only the parts where no later link of the same
   * record and relation overlaps them.
   */
  private List<Found> inForcePeriods(
      List<LinkPeriods.LinkPeriod> stored, RelationQuery q, DataModel model) {
    List<Found> found = new ArrayList<>();
    List<LinkPeriods.LinkPeriod> references = new ArrayList<>();
    for (LinkPeriods.LinkPeriod p : stored) {
      if (!inForce(p)) {
        continue;
      }
      if (REFERENCES.equals(type(model, p.link().relationName()))) {
        references.add(p);
      } else {
        found.add(new Found(p, p.period(), true));
      }
    }
    if (!references.isEmpty()) {
      found.addAll(unshadowed(competing(references, q), q));
    }
    return found;
  }

  /**
   * The references the in-force ones compete with: the other references of their record. For
   * incoming links, those start at other records and are read here.
   */
  private List<LinkPeriods.LinkPeriod> competing(
      List<LinkPeriods.LinkPeriod> references, RelationQuery q) {
    if (!q.incoming()) {
      return references;
    }
    Set<EtalonId> owners = new LinkedHashSet<>();
    Set<String> names = new LinkedHashSet<>();
    references.forEach(
        p -> {
          owners.add(p.link().from());
          names.add(p.link().relationName());
        });
    return relations.outgoing(owners, names).stream().filter(this::inForce).toList();
  }

  /**
   * The parts of the references no later reference of the same record and relation overlaps; for
   * incoming links, only those to the record asked about.
   */
  private List<Found> unshadowed(List<LinkPeriods.LinkPeriod> competing, RelationQuery q) {
    Map<String, List<ReferenceReduction.Piece<LinkPeriods.LinkPeriod>>> groups =
        new LinkedHashMap<>();
    for (LinkPeriods.LinkPeriod p : competing) {
      groups
          .computeIfAbsent(
              p.link().from() + "\u001F" + p.link().relationName(), k -> new ArrayList<>())
          .add(new ReferenceReduction.Piece<>(p, p.period(), p.stamp()));
    }
    List<Found> found = new ArrayList<>();
    for (List<ReferenceReduction.Piece<LinkPeriods.LinkPeriod>> group : groups.values()) {
      for (ReferenceReduction.Piece<LinkPeriods.LinkPeriod> piece :
          ReferenceReduction.reduce(group)) {
        if (!q.incoming() || piece.link().link().to().equals(q.etalonId())) {
          found.add(new Found(piece.link(), piece.period(), true));
        }
      }
    }
    return found;
  }

  private boolean inForce(LinkPeriods.LinkPeriod p) {
    return p.active()
        && p.link().status() == RecordStatus.ACTIVE
        && p.fromStatus() == RecordStatus.ACTIVE
        && p.toStatus() == RecordStatus.ACTIVE;
  }

  private static boolean matches(Found f, RelationQuery q) {
    LinkPeriods.LinkPeriod p = f.stored();
    if (q.entityName() != null && !q.entityName().equals(otherEntity(p, q.incoming()))) {
      return false;
    }
    if (q.timelineDate() != null
        && !f.period().contains(q.timelineDate().toInstant().toEpochMilli())) {
      return false;
    }
    for (Map.Entry<String, JsonNode> wanted : q.attributes().entrySet()) {
      if (!Objects.equals(p.data().get(wanted.getKey()), wanted.getValue())) {
        return false;
      }
    }
    return true;
  }

  /** The query's order; the default is relation name, then start, then link. */
  private static Comparator<Found> order(RelationQuery q, boolean incoming) {
    Comparator<Found> byDefault =
        Comparator.comparing((Found f) -> f.stored().link().relationName())
            .thenComparingLong(f -> f.period().from())
            .thenComparing(f -> f.stored().link().relationEtalonId().value());
    if (q == null || q.sortBy() == null) {
      return byDefault;
    }
    Comparator<Found> chosen = sortKey(q.sortBy(), incoming);
    return (q.descending() ? chosen.reversed() : chosen).thenComparing(byDefault);
  }

  /** The fields a query may sort by. */
  static boolean sortable(String field) {
    return field == null
        || List.of("validFrom", "validTo", "relationName", "etalonId").contains(field)
        || (field.startsWith("attributes.") && field.length() > "attributes.".length());
  }

  private static Comparator<Found> sortKey(String field, boolean incoming) {
    return switch (field) {
      case "validFrom" -> Comparator.comparingLong(f -> f.period().from());
      case "validTo" -> Comparator.comparingLong(f -> f.period().to());
      case "relationName" -> Comparator.comparing(f -> f.stored().link().relationName());
      case "etalonId" -> Comparator.comparing(f -> other(f.stored(), incoming).toString());
      default -> {
        String name = field.substring("attributes.".length());
        Function<Found, JsonNode> value = f -> f.stored().data().get(name);
        yield Comparator.comparing(value, Comparator.nullsLast(RelationReads::compareValues));
      }
    };
  }

  /** Numbers by value, everything else by its text. */
  private static int compareValues(JsonNode a, JsonNode b) {
    if (a.isNumber() && b.isNumber()) {
      return a.decimalValue().compareTo(b.decimalValue());
    }
    return a.asString().compareTo(b.asString());
  }

  private List<RelationView> views(List<Found> found, boolean incoming, DataModel model) {
    return views(found, incoming, model, true);
  }

  private List<RelationView> views(
      List<Found> found, boolean incoming, DataModel model, boolean withKeys) {
    Set<EtalonId> related = new LinkedHashSet<>();
    found.forEach(f -> related.add(other(f.stored(), incoming)));
    Map<EtalonId, List<RecordRepository.KeyRow>> keys = withKeys ? records.keys(related) : Map.of();
    Map<EtalonId, String> names = withKeys ? names(found, incoming, model, keys) : Map.of();
    return found.stream()
        .map(
            f -> {
              LinkPeriods.LinkPeriod p = f.stored();
              EtalonId other = other(p, incoming);
              Map<String, JsonNode> attributes = new LinkedHashMap<>();
              p.data().properties().forEach(e -> attributes.put(e.getKey(), e.getValue()));
              return new RelationView(
                  p.link().relationEtalonId(),
                  p.link().relationName(),
                  type(model, p.link().relationName()),
                  p.link().from(),
                  p.link().to(),
                  other,
                  otherEntity(p, incoming),
                  names.get(other),
                  views.keys(keys.getOrDefault(other, List.of())),
                  views.dateOf(f.period().from(), Period.UNBOUNDED_FROM),
                  views.dateOf(f.period().to(), Period.UNBOUNDED_TO),
                  f.active(),
                  attributes);
            })
        .toList();
  }

  /** The related records' names: one read of their values now, with the keys already read. */
  private Map<EtalonId, String> names(
      List<Found> found,
      boolean incoming,
      DataModel model,
      Map<EtalonId, List<RecordRepository.KeyRow>> keys) {
    Map<EtalonId, String> entityOf = new LinkedHashMap<>();
    found.forEach(
        f -> entityOf.put(other(f.stored(), incoming), otherEntity(f.stored(), incoming)));
    Map<EtalonId, String> names = new HashMap<>();
    if (entityOf.isEmpty()) {
      return names;
    }
    var values = timelines.activeValuesAt(entityOf.keySet(), OffsetDateTime.now(clock));
    Map<String, RecordName> rules = new HashMap<>();
    entityOf.forEach(
        (id, entity) -> {
          var current = values.get(id);
          names.put(
              id,
              rules
                  .computeIfAbsent(entity, e -> RecordName.of(model, e))
                  .name(
                      current == null ? Map.of() : current.getValue(),
                      views.keys(keys.getOrDefault(id, List.of())),
                      id));
        });
    return names;
  }

  private static String type(DataModel model, String relationName) {
    return model.relation(relationName).map(RelationDef::type).orElse(null);
  }

  private static EtalonId other(LinkPeriods.LinkPeriod p, boolean incoming) {
    return incoming ? p.link().from() : p.link().to();
  }

  private static String otherEntity(LinkPeriods.LinkPeriod p, boolean incoming) {
    return incoming ? p.fromEntity() : p.toEntity();
  }
}
