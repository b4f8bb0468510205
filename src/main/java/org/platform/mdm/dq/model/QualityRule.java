package org.platform.mdm.dq.model;

import java.util.List;

/**
 * A rule: a function applied to a record, to validate it (an output port raises an error) or to
 * enrich it (outputs are written into attributes as a source system of their own), when its run
 * condition holds. Which attributes feed which ports is the set's mapping, so one rule serves
 * several registers.
 *
 * @param functionName the function the rule applies (a shipped or a composite one)
 * @param validation how a validating rule raises its error; null for an enriching rule
 * @param enrichment where an enriching rule writes; null for a validating rule
 */
public record QualityRule(
    String name,
    String displayName,
    String description,
    String functionName,
    Mode mode,
    Validation validation,
    Enrichment enrichment,
    RunCondition runCondition) {

  public enum Mode {
    VALIDATE,
    ENRICH
  }

  public enum Severity {
    RED,
    YELLOW,
    GREEN
  }

  /** When a rule runs: on an origin before consolidation, or on the golden record after it. */
  public enum Phase {
    ORIGIN,
    ETALON
  }

  /**
   * How a validating rule raises its error: when its boolean output {@code raisePort} answers no,
   * with a message, a severity, a score and a category each from an output port or a constant.
   */
  public record Validation(
      String raisePort,
      String messagePort,
      String messageText,
      String severityPort,
      Severity severity,
      String scorePort,
      Integer score,
      String categoryPort,
      String categoryText) {}

  /** The source system an enriching rule's values are an origin of. */
  public record Enrichment(String sourceSystem) {}

  /**
   * Which writes a rule runs on: those of the source systems named (all when none is), in a phase.
   */
  public record RunCondition(List<String> sourceSystems, Phase phase) {

    public RunCondition {
      sourceSystems = sourceSystems == null ? List.of() : List.copyOf(sourceSystems);
      phase = phase == null ? Phase.ORIGIN : phase;
    }
  }
}
