package org.platform.mdm.dq.result;

import java.util.List;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.check.Enrichments;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityModels;
import org.platform.mdm.system.PipelinePoints;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import tools.jackson.databind.json.JsonMapper;

/**
 * Where the origin phase's enrichments are written (the point {@code RECORD_UPSERT_QUALITY_ENRICH}:
 * each enriching source's values as its origin of the record, keyed by the enriched origin's key,
 * in the write's transaction) and where the golden record's phase refuses a write: the point {@code
 * RECORD_UPSERT_QUALITY_ETALON} at the end of the upsert (before the record's notification and
 * matching), once the timeline is stored and checked, refuses a write (a draft's publication among
 * them) that brings the record a RED error it did not have.
 */
@Configuration(proxyBeanMethods = false)
class QualityPoints {

  static final String ENRICH = "RECORD_UPSERT_QUALITY_ENRICH";
  static final String ETALON = "RECORD_UPSERT_QUALITY_ETALON";

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE)
  PipelinePoints qualityEtalonPoint(
      @Lazy QualityModels models, @Lazy RecordService records, JsonMapper json) {
    return PipelinePoints.of(DqErrors.MODULE_ID)
        .point(
            RecordPipelineIds.UPSERT,
            RecordPipelineIds.UPSERT_FINISH,
            ENRICH,
            "Writes what the enriching rules made of the write, as origins of their source systems",
            RecordContext.class,
            ctx -> Enrichments.writes(ctx, json).forEach(w -> records.upsert(w, ctx.user())))
        .point(
            RecordPipelineIds.UPSERT,
            RecordPipelineIds.UPSERT_FINISH,
            ETALON,
            "Refuses the write when the golden record's rules found a RED error it brings",
            RecordContext.class,
            ctx -> refuseNewRed(models, ctx));
  }

  private static void refuseNewRed(QualityModels models, RecordContext ctx) {
    if (ctx.etalonId() == null) {
      return;
    }
    List<String> red = NewRedErrors.of(ctx.etalonId());
    if (red.isEmpty()) {
      return;
    }
    QualityModel model = models.published().model();
    PlatformException.throwIfAny(
        red.stream()
            .map(
                key -> {
                  String[] part = key.split("\u001f", -1);
                  String at = part[3].isEmpty() ? model.firstPath(part[0], part[1]) : part[3];
                  String shown = part[2].isEmpty() ? part[1] : part[2];
                  return Problem.at(at, DqErrors.DQ_RULE_FAILED, shown, part[4], "RED");
                })
            .toList());
  }
}
