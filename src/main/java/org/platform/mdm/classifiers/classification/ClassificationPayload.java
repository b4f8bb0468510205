package org.platform.mdm.classifiers.classification;

import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordPayloadContributor;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.system.Details;
import org.springframework.stereotype.Component;

/**
 * The classifiers part of the atomic get and the historic record, under the spec's module id {@code
 * com.platform.mdm.rest.v1.classifiers}: the record's classifications in force at the read's date,
 * as known at its {@code lastUpdateDate}, each with its origins.
 */
@Component
class ClassificationPayload implements RecordPayloadContributor {

  static final String KEY = "com.platform.mdm.rest.v1.classifiers";

  private final ClassificationReads reads;

  ClassificationPayload(ClassificationReads reads) {
    this.reads = reads;
  }

  @io.swagger.v3.oas.annotations.media.Schema(name = "ClassificationsPayload")
  record Payload(Details details, @NotNull List<ClassificationReads.Classified> classifications) {}

  @Override
  public String payloadKey() {
    return KEY;
  }

  @Override
  public Class<?> payloadType() {
    return Payload.class;
  }

  @Override
  public Object payload(EtalonId etalonId, PlatformUser user) {
    return new Payload(Details.empty(), reads.classified(etalonId, null, null, user));
  }

  @Override
  public Object payload(EtalonId etalonId, RecordRead read, PlatformUser user) {
    return new Payload(
        Details.empty(),
        reads.classified(etalonId, read.timelineDate(), read.lastUpdateDate(), user));
  }
}
