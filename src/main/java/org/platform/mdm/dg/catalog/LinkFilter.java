package org.platform.mdm.dg.catalog;

/**
 * Which links a catalog read counts, as the spec's flags say: {@code cascaded} false counts only
 * links written DIRECT, true those written CASCADED too; {@code includeInactive} false counts only
 * ACTIVE links whose both ends are active assets, true logically deleted links and ends too.
 */
public record LinkFilter(boolean cascaded, boolean includeInactive) {

  /** The operation types counted. */
  String[] operationTypes() {
    return cascaded ? new String[] {"DIRECT", "CASCADED"} : new String[] {"DIRECT"};
  }
}
