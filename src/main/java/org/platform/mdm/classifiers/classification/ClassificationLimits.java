package org.platform.mdm.classifiers.classification;

/** The classifications' fixed limits. */
public final class ClassificationLimits {

  /**
   * Up to this many records under a node are named to a search by id: each search document
   * partition then probes its key for them (a few milliseconds per thousand), where a join would
   * read every document of the entity (a quarter of a second on a million).
   */
  public static final int NAMED = 2_000;

  private ClassificationLimits() {}
}
