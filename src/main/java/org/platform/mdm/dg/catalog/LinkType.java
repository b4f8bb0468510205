package org.platform.mdm.dg.catalog;

/** The type of a relation of the data model, as the catalog filters by it. */
public enum LinkType {
  CONTAINS,
  REFERENCES,
  MANY_TO_MANY
}
