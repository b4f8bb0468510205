package org.platform.mdm.data;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The documented shapes of a write's {@code classifications} and {@code classificationsDeletes}
 * items, shared by the record write's document and the classifiers module's own write.
 */
public final class ClassificationItems {

  private ClassificationItems() {}

  static final String DATE =
      "An ISO 8601 date-time, with an offset or without one (then in the server's zone); null or"
          + " absent: unbounded.";

  @Schema(
      name = "ClassificationWriteRO",
      description =
          "Places the record into a node of the classifier, named by nodeId, or by nodeCode or"
              + " nodeName in the version versionName (absent: the default version), for the period"
              + " validFrom..validTo (both absent: the write's period), with the node's own and"
              + " inherited attributes' values. In a classifier that allows one node per record, a"
              + " write of another node moves the record there for the period.")
  public record WriteRO(
      @Schema(format = "uuid") String nodeId,
      String nodeCode,
      String nodeName,
      String versionName,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo,
      @Schema(description = "The node attributes' values by name.")
          Map<String, JsonNode> attributes) {}

  @Schema(
      name = "ClassificationDeleteRO",
      description =
          "A classification to delete: the record's classification in the classifier (in a"
              + " classifier allowing several nodes, the one of nodeId or nodeCode, or every one"
              + " when neither is given); with validFrom/validTo only that period.")
  public record DeleteRO(
      @Schema(format = "uuid") String nodeId,
      String nodeCode,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo) {}
}
