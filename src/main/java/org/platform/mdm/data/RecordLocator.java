package org.platform.mdm.data;

/**
 * How a caller names a record: by its etalon id, or by one of its external keys. The entity name is
 * always given and must be the record's.
 */
public record RecordLocator(
    String entityName, EtalonId etalonId, String sourceSystem, String externalId) {

  public static RecordLocator byEtalon(String entityName, EtalonId etalonId) {
    return new RecordLocator(entityName, etalonId, null, null);
  }

  public static RecordLocator byKey(String entityName, String sourceSystem, String externalId) {
    return new RecordLocator(entityName, null, sourceSystem, externalId);
  }

  public boolean byKey() {
    return etalonId == null;
  }
}
