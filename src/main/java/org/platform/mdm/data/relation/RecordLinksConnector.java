package org.platform.mdm.data.relation;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.data.record.LookupCodes;
import org.platform.mdm.data.record.RecordLinks;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/** The relation side of {@link RecordLinks}: link writes, cascades and link reads. */
@Component
class RecordLinksConnector implements RecordLinks {

  private final RelationOperations relations;
  private final RelationCascades cascades;
  private final RelationReads reads;

  RecordLinksConnector(
      RelationOperations relations, RelationCascades cascades, RelationReads reads) {
    this.relations = relations;
    this.cascades = cascades;
    this.reads = reads;
  }

  @Override
  public void check(RecordWork ctx, DataModel model, LookupCodes lookups, List<Problem> problems) {
    relations.check(ctx, model, lookups, problems);
  }

  @Override
  public void persist(RecordWork ctx) {
    relations.persist(ctx);
  }

  @Override
  public Map<String, List<RelationView>> at(
      EtalonId etalonId, OffsetDateTime at, PlatformUser user) {
    return reads.at(etalonId, at, user);
  }

  @Override
  public void delete(RecordWork ctx) {
    cascades.delete(ctx);
  }

  @Override
  public void restore(RecordWork ctx) {
    cascades.restore(ctx);
  }

  @Override
  public void wipe(RecordWork ctx) {
    cascades.wipe(ctx);
  }
}
