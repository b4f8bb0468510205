package org.platform.mdm.data;

/**
 * A link as it stands now, whatever its periods.
 *
 * @param status ACTIVE, or INACTIVE when the link was logically deleted
 * @param operationType how the link was last written: {@code DIRECT} (by its own write) or {@code
 *     CASCADED} (as a consequence of another write, such as a scan writing a container)
 */
public record LinkState(
    EtalonId relationEtalonId,
    String relationName,
    EtalonId fromEtalonId,
    EtalonId toEtalonId,
    RecordStatus status,
    String operationType) {

  public static final String DIRECT = "DIRECT";
  public static final String CASCADED = "CASCADED";
}
