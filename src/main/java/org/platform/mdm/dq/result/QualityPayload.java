package org.platform.mdm.dq.result;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordPayloadContributor;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.dq.check.RuleRunner;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The quality part of the atomic get and the historic record: the results of the golden record's
 * rules for the period read, as known at the read's moment.
 */
@Component
class QualityPayload implements RecordPayloadContributor {

  static final String KEY = "org.platform.mdm.rest.v2.dq.data";
  private static final TypeReference<List<RuleRunner.SetResult>> RESULTS = new TypeReference<>() {};

  private final QualityResultRepository repository;
  private final JsonMapper json;
  private final Clock clock;

  QualityPayload(QualityResultRepository repository, JsonMapper json, Clock clock) {
    this.repository = repository;
    this.json = json;
    this.clock = clock;
  }

  /** The results of each rule set the register runs; empty when none ran on the period. */
  record QualityResults(List<RuleRunner.SetResult> results) {}

  @Override
  public String payloadKey() {
    return KEY;
  }

  @Override
  public Class<?> payloadType() {
    return QualityResults.class;
  }

  @Override
  public Object payload(EtalonId etalonId, PlatformUser user) {
    return results(etalonId, OffsetDateTime.now(clock), null);
  }

  @Override
  public Object payload(EtalonId etalonId, RecordRead read, PlatformUser user) {
    OffsetDateTime at =
        read.timelineDate() == null ? OffsetDateTime.now(clock) : read.timelineDate();
    return results(etalonId, at, read.lastUpdateDate());
  }

  private QualityResults results(EtalonId etalonId, OffsetDateTime at, OffsetDateTime asOf) {
    return new QualityResults(
        repository
            .at(etalonId.value(), at, asOf)
            .map(text -> json.readValue(text, RESULTS))
            .orElse(List.of()));
  }
}
