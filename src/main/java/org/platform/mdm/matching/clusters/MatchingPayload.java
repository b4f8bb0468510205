package org.platform.mdm.matching.clusters;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordPayloadContributor;
import org.springframework.stereotype.Component;

/** The matching part of the atomic get and the historic record: the record's clusters. */
@Component
class MatchingPayload implements RecordPayloadContributor {

  static final String KEY = "org.platform.mdm.rest.v2.matching.data";

  private final MatchingClusters clusters;

  MatchingPayload(MatchingClusters clusters) {
    this.clusters = clusters;
  }

  record Results(List<ClusterView> results) {}

  @Override
  public String payloadKey() {
    return KEY;
  }

  @Override
  public Class<?> payloadType() {
    return Results.class;
  }

  @Override
  public Object payload(EtalonId etalonId, PlatformUser user) {
    return new Results(clusters.holding(etalonId, user));
  }
}
