package org.platform.mdm.dg.scan;

/**
 * A link a scan writes from an asset.
 *
 * @param to the linked asset's external id (of the same crawler instance)
 * @param operationType CASCADED for containment, DIRECT for foreign keys and views reading
 * @param constraintName a foreign key's name; null otherwise
 */
record PlannedLink(String relation, String to, String operationType, String constraintName)
    implements Comparable<PlannedLink> {

  /** The link's identity: a write of the same relation to the same asset replaces it. */
  String target() {
    return relation + "\u0000" + to;
  }

  @Override
  public int compareTo(PlannedLink other) {
    int c = target().compareTo(other.target());
    return c != 0
        ? c
        : String.valueOf(constraintName).compareTo(String.valueOf(other.constraintName));
  }
}
