package org.platform.mdm.data;

import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A golden record at one instant with every source's value of every attribute: what a steward
 * compares on the record card. Empty ({@code attributes} empty, no period) where the record has no
 * version at the instant.
 *
 * @param displayName the record's name ({@link RecordName}) at the instant
 * @param validFrom start of the timeline interval holding the instant; null = unbounded
 * @param validTo end of that interval; null = unbounded
 * @param active whether the record is active there
 * @param attributes every attribute of the model, in the model's order
 */
public record ContributionsView(
    @NotNull String etalonId,
    @NotNull String entityName,
    @NotNull String displayName,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    boolean active,
    List<AttributeView> attributes) {

  /**
   * One attribute: its golden value and what each contributing origin holds.
   *
   * @param value the golden value; null when the record has none
   * @param overridden whether the platform's source holds a steward's override of it (a value, or
   *     an emptying)
   * @param contributions every origin with a state at the instant, heaviest first (of equal
   *     weights, the one written last first)
   */
  public record AttributeView(
      @NotNull String name,
      JsonNode value,
      boolean overridden,
      @NotNull List<Contribution> contributions) {}

  /**
   * What one origin holds of an attribute at the instant.
   *
   * @param value its value; null when it has none (or emptied it)
   * @param emptied the platform's override that empties the attribute
   * @param weight the source's weight for this attribute
   * @param wins whether the golden value is this one
   * @param updateDate when the origin's revision in force was written
   */
  public record Contribution(
      @NotNull String sourceSystem,
      @NotNull String externalId,
      JsonNode value,
      boolean emptied,
      int weight,
      boolean wins,
      @NotNull RecordStatus status,
      @NotNull OffsetDateTime updateDate,
      String updatedBy) {}
}
