package org.platform.mdm.data.record;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordName;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.NestedEntityDef;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Builds what reads answer: the flat golden record at an instant, its keys. */
@Component
public class RecordViews {

  private final RecordRepository records;
  private final TimelineRepository timelines;
  private final HistoricOrigins past;
  private final DataModelService models;
  private final JsonMapper json;
  private final Clock clock;

  RecordViews(
      RecordRepository records,
      TimelineRepository timelines,
      HistoricOrigins past,
      DataModelService models,
      JsonMapper json,
      Clock clock) {
    this.records = records;
    this.timelines = timelines;
    this.past = past;
    this.models = models;
    this.json = json;
    this.clock = clock;
  }

  /**
   * The record at the read's instant as known at the read's moment; 404 when there is none. A read
   * as known at a moment consolidates the origins the record held then (see {@link
   * HistoricOrigins}); a historic read of a record that was merged by then shows it as it stood
   * just before.
   */
  EtalonView etalon(EntityModel entity, EtalonId etalonId, RecordRead read) {
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(etalonId)
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId));
    OffsetDateTime at =
        read.timelineDate() == null ? OffsetDateTime.now(clock) : read.timelineDate();
    Found found = found(entity, etalon, read, at);
    if (found.interval().isEmpty()
        || (!found.interval().get().active() && !read.includeInactive())) {
      throw notFound(etalonId, at, read.lastUpdateDate());
    }
    Interval interval = found.interval().get();
    RecordStatus status =
        found.merged()
            ? RecordStatus.MERGED
            : interval.active() ? RecordStatus.ACTIVE : RecordStatus.INACTIVE;
    Map<String, JsonNode> attributes = attributes(entity, interval, read);
    JsonNode parent = interval.values().get(EntityModel.PARENT);
    String displayName =
        RecordName.of(models.published().model(), entity.name())
            .name(interval.values(), found.keys(), etalonId);
    return new EtalonView(
        etalonId,
        entity.name(),
        displayName,
        status,
        dateOf(interval.period().from(), Period.UNBOUNDED_FROM),
        dateOf(interval.period().to(), Period.UNBOUNDED_TO),
        attributes,
        found.keys(),
        etalon.createDate(),
        etalon.updateDate(),
        parent == null ? null : parent.asString(),
        read.explain() ? sources(attributes, interval) : null,
        null,
        found.info());
  }

  /**
   * What a read found: the interval at its instant (if any), the keys it shows, whether the record
   * shows as merged, and the notes it adds.
   */
  private record Found(
      Optional<Interval> interval,
      List<EtalonView.ExternalKeyView> keys,
      boolean merged,
      List<Notice> info) {}

  /** What a read finds: stored now, or computed as known at the read's moment. */
  private Found found(
      EntityModel entity, RecordRepository.EtalonRow etalon, RecordRead read, OffsetDateTime at) {
    OffsetDateTime knownAt =
        read.lastUpdateDate() == null && read.historic()
            ? OffsetDateTime.now(clock)
            : read.lastUpdateDate();
    if (knownAt != null) {
      return knownAt(entity, etalon, read, at, knownAt);
    }
    EtalonId etalonId = etalon.etalonId();
    return new Found(
        stored(etalonId, at),
        keys(etalonId),
        etalon.status() == RecordStatus.MERGED,
        new ArrayList<>());
  }

  /**
   * A read as known at a moment: the interval computed from the origins the record held then. A
   * historic read of a record merged by then shows it as it stood just before, with a note.
   */
  private Found knownAt(
      EntityModel entity,
      RecordRepository.EtalonRow etalon,
      RecordRead read,
      OffsetDateTime at,
      OffsetDateTime knownAt) {
    EtalonId etalonId = etalon.etalonId();
    List<Notice> info = new ArrayList<>();
    boolean merged = false; // as known then
    Optional<RecordStatus> status = records.statusKnownAt(etalonId, knownAt);
    if (read.historic() && status.orElse(null) == RecordStatus.MERGED) {
      HistoricOrigins.LostMerge lost = past.lostMerge(etalonId, knownAt).orElseThrow();
      info.add(
          Notice.of(
              "etalonId",
              "data.info.historicMerged",
              etalonId,
              lost.winner(),
              format(lost.date())));
      knownAt = lost.date().minusNanos(1_000);
      status = records.statusKnownAt(etalonId, knownAt);
      merged = true;
    }
    if (status.isEmpty() && read.lastUpdateDate() != null) {
      throw new PlatformException(
          DataErrors.DATA_RECORD_NOT_CREATED_YET,
          etalonId,
          format(read.lastUpdateDate()),
          format(etalon.createDate()));
    }
    HistoricOrigins.Held held = past.at(etalonId, knownAt);
    Optional<Interval> found = status.flatMap(s -> computed(entity, s, held.origins(), at));
    return new Found(found, keys(held.keys()), merged, info);
  }

  /** The entity's attributes that have a value in the interval, enumerations named if asked. */
  private Map<String, JsonNode> attributes(EntityModel entity, Interval interval, RecordRead read) {
    Map<String, JsonNode> attributes = new LinkedHashMap<>();
    DataModel model = models.published().model();
    for (AttributeDef a : entity.attributes()) {
      JsonNode value = interval.values().get(a.name());
      if (value != null && !value.isNull()) {
        attributes.put(a.name(), read.enumIdValue() ? withEnumNames(model, a, value) : value);
      }
    }
    return attributes;
  }

  /** Where each shown attribute's value came from (an explained read). */
  private static Map<String, EtalonView.AttributeSource> sources(
      Map<String, JsonNode> attributes, Interval interval) {
    Map<String, EtalonView.AttributeSource> sources = new LinkedHashMap<>();
    for (String name : attributes.keySet()) {
      JsonNode w = interval.winners().get(name);
      if (w != null) {
        sources.put(
            name,
            new EtalonView.AttributeSource(
                w.path("sourceSystem").asString(),
                w.path("externalId").asString(),
                w.path("revision").asInt()));
      }
    }
    return sources;
  }

  /**
   * No active version at the instant: a read as known at a moment the caller gave names that moment
   * too, for the answer may differ from what is known now.
   */
  private PlatformException notFound(
      EtalonId etalonId, OffsetDateTime at, OffsetDateTime lastUpdateDate) {
    return lastUpdateDate == null
        ? new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND_AT, etalonId, format(at))
        : new PlatformException(
            DataErrors.DATA_RECORD_NOT_FOUND_AS_KNOWN_AT,
            etalonId,
            format(at),
            format(lastUpdateDate));
  }

  public List<EtalonView.ExternalKeyView> keys(EtalonId etalonId) {
    return keys(records.keys(etalonId));
  }

  public List<EtalonView.ExternalKeyView> keys(List<RecordRepository.KeyRow> keys) {
    return keys.stream()
        .map(
            k ->
                new EtalonView.ExternalKeyView(
                    k.externalId(), k.sourceSystem(), k.initialOwner().toString()))
        .toList();
  }

  public java.time.ZoneId zone() {
    return clock.getZone();
  }

  public String format(OffsetDateTime date) {
    return date == null ? null : JsonDates.format(date, clock.getZone());
  }

  public OffsetDateTime dateOf(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), clock.getZone());
  }

  /** An interval as reads see it, stored or computed. */
  private record Interval(
      Period period, boolean active, Map<String, JsonNode> values, Map<String, JsonNode> winners) {}

  private Optional<Interval> stored(EtalonId etalonId, OffsetDateTime at) {
    return timelines
        .intervalAt(etalonId, at)
        .map(r -> new Interval(r.period(), r.active(), fields(r.data()), winners(r)));
  }

  /** The interval at an instant of the timeline computed from some origins' revisions. */
  private Optional<Interval> computed(
      EntityModel entity, RecordStatus status, List<OriginHistory> origins, OffsetDateTime at) {
    long instant = at.toInstant().toEpochMilli();
    return Optional.ofNullable(
            TimelineInterval.at(
                TimelineCalculator.compute(entity.rule(), status, origins), instant))
        .map(
            i -> {
              Map<String, JsonNode> winners = new LinkedHashMap<>();
              i.winners()
                  .forEach(
                      (name, c) -> {
                        ObjectNode node = json.createObjectNode();
                        node.put("sourceSystem", c.sourceSystem());
                        node.put("externalId", c.externalId());
                        node.put("revision", c.revision());
                        winners.put(name, node);
                      });
              return new Interval(i.period(), i.active(), i.values(), winners);
            });
  }

  /** Each attribute's winner: the contributor at the stored position. */
  private static Map<String, JsonNode> winners(TimelineRepository.IntervalRow row) {
    Map<String, JsonNode> winners = new LinkedHashMap<>();
    row.winners()
        .properties()
        .forEach(e -> winners.put(e.getKey(), row.contributors().get(e.getValue().asInt())));
    return winners;
  }

  private static Map<String, JsonNode> fields(JsonNode object) {
    Map<String, JsonNode> map = new LinkedHashMap<>();
    object.properties().forEach(e -> map.put(e.getKey(), e.getValue()));
    return map;
  }

  /** Enumeration values as {@code {id, value}}, in nested values and arrays too. */
  private JsonNode withEnumNames(DataModel model, AttributeDef attribute, JsonNode value) {
    if (value.isArray()) {
      ArrayNode array = json.createArrayNode();
      for (JsonNode element : value) {
        array.add(withEnumNames(model, attribute, element));
      }
      return array;
    }
    if ("Enum".equals(attribute.type()) && value.isString()) {
      ObjectNode node = json.createObjectNode();
      node.put("id", value.asString());
      node.put("value", displayName(model, attribute.enumeration(), value.asString()));
      return node;
    }
    if ("Complex".equals(attribute.type()) && value.isObject()) {
      Optional<NestedEntityDef> nested = model.nestedEntity(attribute.nestedEntity());
      if (nested.isEmpty()) {
        return value;
      }
      ObjectNode copy = json.createObjectNode();
      Iterator<Map.Entry<String, JsonNode>> fields = value.properties().iterator();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        Optional<AttributeDef> inner =
            nested.get().attributes().stream()
                .filter(a -> a.name().equals(field.getKey()))
                .findFirst();
        copy.set(
            field.getKey(),
            inner.isPresent()
                ? withEnumNames(model, inner.get(), field.getValue())
                : field.getValue());
      }
      return copy;
    }
    return value;
  }

  private static String displayName(DataModel model, String enumeration, String id) {
    return model
        .enumeration(enumeration)
        .map(EnumerationDef::values)
        .flatMap(values -> values.stream().filter(v -> v.name().equals(id)).findFirst())
        .map(EnumValueDef::displayName)
        .filter(name -> name != null && !name.isBlank())
        .orElse(id);
  }
}
