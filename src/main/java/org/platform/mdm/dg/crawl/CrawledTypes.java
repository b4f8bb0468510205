package org.platform.mdm.dg.crawl;

/**
 * The standard asset types crawlers write, by their register names in the data model, and their
 * attributes. Every type has {@code name} (String, the object's own name), {@code qualifiedName}
 * (String, the path joined by dots) and {@code description} (String, the object's comment). Beside
 * those: a database {@code product} and {@code productVersion} (String); a table {@code
 * rowEstimate} (Integer); a view (a table's child type: it has a table's attributes) {@code
 * definition} (String); a column {@code dataType} (String, as the source names it), {@code
 * nullable} and {@code primaryKey} (Boolean), {@code ordinalPosition} (Integer), {@code
 * defaultValue} (String).
 */
public final class CrawledTypes {

  public static final String DATABASE = "dgDatabase";
  public static final String SCHEMA = "dgSchema";
  public static final String TABLE = "dgTable";
  public static final String VIEW = "dgView";
  public static final String COLUMN = "dgColumn";

  private CrawledTypes() {}
}
