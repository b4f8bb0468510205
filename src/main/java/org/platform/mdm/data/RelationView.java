package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * One period of a link between two records, as reads show it.
 *
 * @param relationEtalonId the link (relation etalon)
 * @param type the relation's type in the published model
 * @param etalonId the related record: the other end than the record read
 * @param entityName the related record's register
 * @param displayName the related record's name ({@link RecordName}, by its values now); null where
 *     a bulk read leaves names out
 * @param externalKeys the related record's keys
 * @param validFrom start of the period; null = unbounded
 * @param validTo end of the period; null = unbounded
 * @param active whether the link is in force over the period: its own period active, the link not
 *     deleted and both records active
 * @param attributes the relation's golden values over the period
 */
public record RelationView(
    EtalonId relationEtalonId,
    String relationName,
    String type,
    EtalonId fromEtalonId,
    EtalonId toEtalonId,
    EtalonId etalonId,
    String entityName,
    String displayName,
    List<EtalonView.ExternalKeyView> externalKeys,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    boolean active,
    Map<String, JsonNode> attributes) {}
