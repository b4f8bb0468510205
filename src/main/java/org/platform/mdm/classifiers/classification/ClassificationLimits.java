package org.platform.mdm.classifiers.classification;

/** The classifications' fixed limits. */
public final class ClassificationLimits {

  /**
   * Up to this many records under a node, a search probes their documents one by one (5 ms for a
   * thousand, 66 ms for 10,000), where a join reads every document of the entity to count them (a
   * quarter of a second on a million); with more, the join wins: its page stops at its first
   * matches, and probing 100,000 records one by one costs more than reading every document.
   */
  public static final int NAMED = 10_000;

  private ClassificationLimits() {}
}
