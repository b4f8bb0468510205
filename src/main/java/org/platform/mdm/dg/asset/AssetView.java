package org.platform.mdm.dg.asset;

import io.swagger.v3.oas.annotations.media.Schema;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.RelationView;
import tools.jackson.databind.JsonNode;

/**
 * An asset as its card shows it: the golden record at a date with the asset graph's facts.
 *
 * @param lsn the asset's version: an update naming it is refused when another write came first
 */
@Schema(name = "AssetRO")
public record AssetView(
    String etalonId,
    String assetType,
    String displayName,
    @Schema(description = "ACTIVE, or INACTIVE when logically deleted.") String status,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    Map<String, JsonNode> attributes,
    List<EtalonView.ExternalKeyView> externalKeys,
    @Schema(
            description =
                "The information system whose crawler found the asset; null for one people wrote.")
        String informationSystem,
    @Schema(description = "The crawler instance that found the asset; null for one people wrote.")
        String crawlerInstance,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    long lsn,
    @Schema(
            description =
                "The outgoing links in force at the date, by relation; null unless asked.")
        Map<String, List<RelationView>> relations) {

  static AssetView of(EtalonView view, AssetGraphRepository.Node node, long lsn) {
    return new AssetView(
        view.etalonId().toString(),
        view.entityName(),
        view.displayName(),
        view.status().name(),
        view.validFrom(),
        view.validTo(),
        view.attributes(),
        view.externalKeys(),
        node.informationSystem(),
        node.crawlerInstance(),
        view.createDate(),
        view.updateDate(),
        lsn,
        view.relations());
  }
}
