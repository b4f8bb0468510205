package org.platform.mdm.classifiers.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.ClassifierTree;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.classifiers.NodeAttribute;
import org.platform.mdm.classifiers.NodeAttributeForm;
import org.platform.mdm.classifiers.VersionView;
import org.platform.mdm.classifiers.tree.Classifiers;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.ObfuscationSettings;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;

/** The wire records of the classifiers REST module, with their mappings from the domain. */
final class ClassifierSchema {

  private ClassifierSchema() {}

  /** A classifier as a classifier-model draft holds it. */
  record ClassifierModelRO(
      @NotNull String name,
      @NotNull String displayName,
      String description,
      @Schema(description = "A Java regular expression every node code must match in full.")
          String codePattern,
      @Schema(description = "Whether a record may be in several nodes; false when absent.")
          Boolean multiple,
      @Schema(description = "Names of the registers and reference sets it is assigned to.")
          List<String> assignments) {

    ClassifierModel toModel() {
      return new ClassifierModel(
          name,
          displayName,
          description,
          codePattern,
          Boolean.TRUE.equals(multiple),
          assignments == null ? List.of() : assignments);
    }
  }

  /** A version as a classifier-version draft holds it. */
  record ClassifierVersionRO(
      @NotNull String classifierName,
      @NotNull String name,
      @NotNull String displayName,
      String description,
      @Schema(
              format = "date-time",
              description =
                  "From when the version is in force; with or without an offset (a local"
                      + " date-time is read in the server's zone); null: from always.")
          String validFrom,
      @Schema(format = "date-time", description = "Until when; null: for ever.") String validTo,
      @JsonProperty("default")
          @Schema(description = "Makes the version the default; false when absent.")
          Boolean isDefault) {

    /** The version; 400 listing both dates when they are not dates. */
    ClassifierVersionModel toModel() {
      List<Problem> problems = new ArrayList<>();
      OffsetDateTime from = date("classifierVersion.validFrom", validFrom, problems);
      OffsetDateTime to = date("classifierVersion.validTo", validTo, problems);
      PlatformException.throwIfAny(problems);
      return new ClassifierVersionModel(
          classifierName, name, displayName, description, from, to, Boolean.TRUE.equals(isDefault));
    }
  }

  /** An ISO date-time with or without offset (then in the server's zone); null when absent. */
  static OffsetDateTime date(String field, String text, List<Problem> problems) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      return JsonDates.parse(text, ZoneId.systemDefault());
    } catch (DateTimeParseException e) {
      problems.add(Problem.at(field, ClassifierErrors.CLASSIFIER_DATE_INVALID, field, text));
      return null;
    }
  }

  /**
   * Saves a classifier into a classifier-model draft ({@code draftId}, at its {@code version}),
   * else opens one, saves and publishes it in one step.
   */
  record SaveClassifierRequestRO(
      Long draftId, Long version, @NotNull ClassifierModelRO classifier) {}

  /** An attribute a node defines, as a classifier-node draft holds it; absent flags are false. */
  record NodeAttributeInRO(
      @NotNull String name,
      String displayName,
      String description,
      @NotNull @Schema(description = "One of the model's attribute types but Complex.") String type,
      Boolean array,
      Boolean required,
      String enumeration,
      String lookupEntity,
      String defaultValue,
      @Schema(description = "Whether every node below inherits it.") Boolean inheritable,
      @Schema(
              description =
                  "Whether its values in classifications are personal or secret data that"
                      + " depersonalization rewrites.")
          Boolean confidential,
      @Schema(description = "How a confidential attribute is rewritten; only when confidential.")
          ObfuscationSettings obfuscationFunction) {

    NodeAttributeForm toForm() {
      return new NodeAttributeForm(
          name,
          displayName,
          description,
          type,
          array,
          required,
          enumeration,
          lookupEntity,
          defaultValue,
          inheritable,
          confidential,
          obfuscationFunction);
    }
  }

  /**
   * A node as a classifier-node draft holds it: added under {@code parentName}, or changed (moved
   * when the parent differs, renamed with {@code newName}), or removed with its subtree ({@code
   * remove}). The root keeps no parent.
   */
  record ClassifierNodeInRO(
      @NotNull String classifierName,
      @NotNull String versionName,
      @NotNull String name,
      @Schema(description = "The parent node's name; null only for the root.") String parentName,
      @Schema(description = "Unique in the version; must match the classifier's codePattern.")
          String code,
      @Schema(description = "Required unless remove.") String displayName,
      String description,
      List<NodeAttributeInRO> attributes,
      @Schema(description = "Renames the node (its nodeId stays); null: it keeps its name.")
          String newName,
      @Schema(
              description =
                  "Removes the node and everything below it (never the root); the other fields"
                      + " but the names are then ignored. False when absent.")
          Boolean remove,
      @Schema(
              description =
                  "With remove: also drop the classifications of records in the removed nodes."
                      + " Classifications of records do not exist yet; accepted for the check"
                      + " that will refuse removing classified nodes without it. False when"
                      + " absent.")
          Boolean dropClassifications) {

    ClassifierNodeModel toModel() {
      return new ClassifierNodeModel(
          classifierName,
          versionName,
          name,
          parentName,
          code,
          displayName,
          description,
          attributes == null
              ? List.of()
              : attributes.stream().map(a -> a == null ? null : a.toForm()).toList(),
          newName,
          remove,
          dropClassifications);
    }
  }

  /** The same for a node and a classifier-node draft. */
  record SaveNodeRequestRO(
      Long draftId, Long version, @NotNull ClassifierNodeInRO classifierNode) {}

  /** The same for a version and a classifier-version draft. */
  record SaveVersionRequestRO(
      Long draftId, Long version, @NotNull ClassifierVersionRO classifierVersion) {}

  /** A published classifier. {@code version} is its lock version, raised by every publication. */
  record ClassifierRO(
      @NotNull String name,
      @NotNull String displayName,
      String description,
      String codePattern,
      boolean multiple,
      @NotNull List<String> assignments,
      long version,
      @NotNull OffsetDateTime createDate,
      @NotNull String createdBy,
      @NotNull OffsetDateTime updateDate,
      @NotNull String updatedBy,
      @Schema(description = "How many versions it has.") int versionsCount,
      @NotNull @Schema(description = "Its default version's name.") String defaultVersion,
      @NotNull @Schema(description = "Its default version's display name.")
          String defaultVersionDisplayName) {

    static ClassifierRO of(ClassifierView v, Classifiers.VersionSummary versions) {
      ClassifierModel m = v.model();
      return new ClassifierRO(
          m.name(),
          m.displayName(),
          m.description(),
          m.codePattern(),
          m.multiple(),
          m.assignments(),
          v.version(),
          v.createDate(),
          v.createdBy(),
          v.updateDate(),
          v.updatedBy(),
          versions.versions(),
          versions.defaultName(),
          versions.defaultDisplayName());
    }
  }

  /** A published version; {@code default} says whether it is the classifier's default. */
  record VersionRO(
      @NotNull String classifierName,
      @NotNull String name,
      @NotNull String displayName,
      String description,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      @JsonProperty("default") boolean isDefault,
      long version,
      @NotNull OffsetDateTime createDate,
      @NotNull String createdBy,
      @NotNull OffsetDateTime updateDate,
      @NotNull String updatedBy) {

    static VersionRO of(VersionView v) {
      ClassifierVersionModel m = v.model();
      return new VersionRO(
          m.classifierName(),
          m.name(),
          m.displayName(),
          m.description(),
          m.validFrom(),
          m.validTo(),
          m.isDefault(),
          v.version(),
          v.createDate(),
          v.createdBy(),
          v.updateDate(),
          v.updatedBy());
    }
  }

  /** An attribute a node defines: the model's attribute form and {@code inheritable}. */
  record NodeAttributeRO(
      @NotNull String name,
      String displayName,
      String description,
      @NotNull String type,
      boolean array,
      boolean required,
      String enumeration,
      String lookupEntity,
      String defaultValue,
      boolean inheritable,
      boolean confidential,
      ObfuscationSettings obfuscationFunction) {

    static NodeAttributeRO of(NodeAttribute a) {
      AttributeDef d = a.definition();
      return new NodeAttributeRO(
          d.name(),
          d.displayName(),
          d.description(),
          d.type(),
          d.array(),
          d.required(),
          d.enumeration(),
          d.lookupEntity(),
          d.defaultValue(),
          a.inheritable(),
          d.confidential(),
          d.obfuscationFunction());
    }
  }

  /** An attribute a node inherits, with the ancestor that defines it. */
  record InheritedAttributeRO(
      @NotNull NodeAttributeRO attribute, @NotNull UUID fromNodeId, @NotNull String fromNodeName) {

    static InheritedAttributeRO of(ClassifierTree.Inherited i) {
      return new InheritedAttributeRO(
          NodeAttributeRO.of(i.attribute()), i.fromNodeId(), i.fromNodeName());
    }
  }

  /** A node a search found, with where it is. */
  record NodeHitRO(
      @NotNull NodeRO node,
      @NotNull
          @Schema(
              description =
                  "The names of the node's ancestors from the root down to its parent; empty for"
                      + " the root.")
          List<String> path) {

    static NodeHitRO of(Classifiers.Hit h) {
      return new NodeHitRO(NodeRO.of(h.node(), h.childCount()), h.path());
    }
  }

  /** A node of a level, with how many children it has; its own attributes only. */
  record NodeRO(
      @NotNull UUID nodeId,
      @Schema(description = "Null for the root.") UUID parentId,
      @NotNull String name,
      String code,
      @NotNull String displayName,
      String description,
      @Schema(description = "The root's is 0.") int depth,
      long childCount,
      @NotNull List<NodeAttributeRO> attributes) {

    static NodeRO of(ClassifierNode n, long childCount) {
      return new NodeRO(
          n.nodeId(),
          n.parentId(),
          n.name(),
          n.code(),
          n.displayName(),
          n.description(),
          n.depth(),
          childCount,
          n.attributes().stream().map(NodeAttributeRO::of).toList());
    }
  }
}
