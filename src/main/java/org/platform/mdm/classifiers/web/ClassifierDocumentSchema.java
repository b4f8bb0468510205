package org.platform.mdm.classifiers.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.NodeAttributeForm;
import org.platform.mdm.classifiers.publish.ClassifierImport;
import org.platform.mdm.classifiers.tree.Classifiers;
import org.platform.mdm.classifiers.web.ClassifierSchema.ClassifierModelRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.NodeAttributeInRO;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;

/**
 * The wire records of a classifier's JSON document (its export): the classifier as its
 * classifier-model draft holds it, and every version with its whole tree, each node naming its
 * parent as a classifier-node draft does.
 */
final class ClassifierDocumentSchema {

  private ClassifierDocumentSchema() {}

  /** A classifier with every version, oldest first, and each version's whole tree. */
  record ClassifierExportRO(
      Details details,
      @NotNull ClassifierModelRO classifier,
      @NotNull List<VersionDocumentRO> versions) {

    static ClassifierExportRO of(Classifiers.Export e) {
      ClassifierModel m = e.classifier().model();
      return new ClassifierExportRO(
          Details.empty(),
          new ClassifierModelRO(
              m.name(),
              m.displayName(),
              m.description(),
              m.codePattern(),
              m.multiple(),
              m.assignments()),
          e.versions().stream().map(VersionDocumentRO::of).toList());
    }
  }

  /** The document an import takes: the export's (its {@code details} ignored). */
  record ClassifierImportRO(
      @Schema(description = "The export's details; ignored.") ImportedDetailsRO details,
      @NotNull ClassifierModelRO classifier,
      @NotNull List<VersionDocumentRO> versions) {

    /**
     * The document; 400 at once without the classifier or the versions, dates that are not dates
     * listed with the import's problems.
     */
    ClassifierImport.Document toDocument() {
      List<Problem> problems = new ArrayList<>();
      if (classifier == null) {
        problems.add(
            Problem.at("classifier", ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, "classifier"));
      }
      if (versions == null) {
        problems.add(
            Problem.at("versions", ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, "versions"));
      }
      PlatformException.throwIfAny(problems);
      ClassifierModel model = classifier.toModel();
      List<ClassifierImport.VersionDocument> read = new ArrayList<>();
      for (int i = 0; i < versions.size(); i++) {
        VersionDocumentRO v = versions.get(i);
        read.add(v == null ? null : v.toDocument(model.name(), "versions[" + i + "]", problems));
      }
      return new ClassifierImport.Document(model, read, problems);
    }
  }

  /**
   * The {@code details} of an exported document, taken back by an import and ignored (a record of
   * its own: the answers' {@code Details} stays an answer's schema).
   */
  record ImportedDetailsRO(List<Object> info, List<Object> warning, List<Object> error) {}

  /** A version of the document with its whole tree. */
  record VersionDocumentRO(
      @NotNull String name,
      @NotNull String displayName,
      String description,
      @Schema(format = "date-time", description = "From when it is in force; null: from always.")
          String validFrom,
      @Schema(format = "date-time", description = "Until when; null: for ever.") String validTo,
      @JsonProperty("default") @Schema(description = "Whether it is the default version.")
          boolean isDefault,
      @NotNull
          @Schema(description = "Every node, parents before their children (by depth, then name).")
          List<NodeDocumentRO> nodes) {

    static VersionDocumentRO of(Classifiers.VersionTree t) {
      ClassifierVersionModel v = t.version().model();
      Map<UUID, String> names = new HashMap<>();
      t.nodes().forEach(n -> names.put(n.nodeId(), n.name()));
      return new VersionDocumentRO(
          v.name(),
          v.displayName(),
          v.description(),
          text(v.validFrom()),
          text(v.validTo()),
          v.isDefault(),
          t.nodes().stream().map(n -> NodeDocumentRO.of(n, names.get(n.parentId()))).toList());
    }

    ClassifierImport.VersionDocument toDocument(
        String classifierName, String at, List<Problem> problems) {
      OffsetDateTime from = ClassifierSchema.date(at + ".validFrom", validFrom, problems);
      OffsetDateTime to = ClassifierSchema.date(at + ".validTo", validTo, problems);
      ClassifierVersionModel version =
          new ClassifierVersionModel(
              classifierName, name, displayName, description, from, to, isDefault);
      List<ClassifierNodeModel> read =
          nodes == null
              ? List.of()
              : nodes.stream()
                  .map(n -> n == null ? null : n.toModel(classifierName, name))
                  .toList();
      return new ClassifierImport.VersionDocument(version, read);
    }

    private static String text(OffsetDateTime date) {
      return date == null ? null : date.toString();
    }
  }

  /** A node of the document: its own attributes; the parent by name, null for the root. */
  record NodeDocumentRO(
      @NotNull String name,
      @Schema(description = "The parent node's name; null for the root.") String parentName,
      String code,
      @NotNull String displayName,
      String description,
      @NotNull List<NodeAttributeInRO> attributes) {

    ClassifierNodeModel toModel(String classifierName, String versionName) {
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
              : attributes.stream().map(a -> a == null ? null : a.toForm()).toList());
    }

    static NodeDocumentRO of(ClassifierNode n, String parentName) {
      return new NodeDocumentRO(
          n.name(),
          parentName,
          n.code(),
          n.displayName(),
          n.description(),
          n.attributes().stream()
              .map(NodeAttributeForm::of)
              .map(
                  f ->
                      new NodeAttributeInRO(
                          f.name(),
                          f.displayName(),
                          f.description(),
                          f.type(),
                          f.array(),
                          f.required(),
                          f.enumeration(),
                          f.lookupEntity(),
                          f.defaultValue(),
                          f.inheritable(),
                          f.confidential(),
                          f.obfuscationFunction()))
              .toList());
    }
  }
}
